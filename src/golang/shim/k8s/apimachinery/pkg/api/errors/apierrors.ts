// Package k8s.io/apimachinery/pkg/api/errors: StatusError (what every failed API call returns),
// the Is* predicates by reason (unwrapping with errors.As), and the New* constructors.
import type { ShimDefinition } from "../../../../../registry";

const source = `package errors

import (
	"errors"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// StatusError is the error a failed API call gives back: it wraps the metav1.Status the simulated
// API server answered with (reason, HTTP code, message, details).
type StatusError struct {
	ErrStatus metav1.Status
}

// APIStatus is the interface of errors that carry a metav1.Status; the Is* helpers find one anywhere
// in an error chain with errors.As and read its reason and code.
type APIStatus interface {
	// Status returns the API status (reason, code, message) of the error.
	Status() metav1.Status
}

// Error implements the error interface: the status message.
func (e *StatusError) Error() string { return e.ErrStatus.Message }

// Status hands back the metav1.Status that e wraps.
func (e *StatusError) Status() metav1.Status { return e.ErrStatus }

func newStatusError(message, reason string, code int32, name, group, kind string, retryAfter int32) error {
	return &StatusError{metav1.Status{
		Status:  metav1.StatusFailure,
		Message: message,
		Reason:  metav1.StatusReason(reason),
		Code:    code,
		Details: &metav1.StatusDetails{Name: name, Group: group, Kind: kind, RetryAfterSeconds: retryAfter},
	}}
}

// labAddCause adds a cause to an error made by newStatusError (the engine's causes reach Go).
func labAddCause(err error, reason, message, field string) {
	if se, ok := err.(*StatusError); ok && se.ErrStatus.Details != nil {
		se.ErrStatus.Details.Causes = append(se.ErrStatus.Details.Causes, metav1.StatusCause{Type: metav1.CauseType(reason), Message: message, Field: field})
	}
}

// labStatusOf is what controller-runtime's admission handlers read from a webhook's error: the
// status of an APIStatus error anywhere in its chain (errors.As), or false.
func labStatusOf(err error) (metav1.Status, bool) {
	var s APIStatus
	if errors.As(err, &s) {
		return s.Status(), true
	}
	return metav1.Status{}, false
}

// ReasonForError returns the HTTP status reason for a particular error (StatusReasonUnknown if it has none).
func ReasonForError(err error) metav1.StatusReason {
	var status APIStatus
	if errors.As(err, &status) {
		return status.Status().Reason
	}
	return metav1.StatusReasonUnknown
}

func reasonAndCode(err error) (metav1.StatusReason, int32) {
	var status APIStatus
	if errors.As(err, &status) {
		s := status.Status()
		return s.Reason, s.Code
	}
	return metav1.StatusReasonUnknown, 0
}

// IsNotFound returns true if the specified error was created by NewNotFound (HTTP 404).
func IsNotFound(err error) bool {
	r, c := reasonAndCode(err)
	return r == metav1.StatusReasonNotFound || (r == metav1.StatusReasonUnknown && c == 404)
}

// IsAlreadyExists says whether err carries the reason AlreadyExists, the answer to a Create whose name is taken.
func IsAlreadyExists(err error) bool { return ReasonForError(err) == metav1.StatusReasonAlreadyExists }

// IsConflict determines if the err is an error which indicates the provided update conflicts (HTTP 409).
func IsConflict(err error) bool {
	r, c := reasonAndCode(err)
	return r == metav1.StatusReasonConflict || (r == metav1.StatusReasonUnknown && c == 409)
}

// IsInvalid determines if the err is an error which indicates the provided resource is not valid (HTTP 422).
func IsInvalid(err error) bool { return ReasonForError(err) == metav1.StatusReasonInvalid }

// IsForbidden determines if err is an error which indicates that the request is forbidden (HTTP 403).
func IsForbidden(err error) bool { return ReasonForError(err) == metav1.StatusReasonForbidden }

// IsGone is true if the error indicates the requested resource is no longer available (HTTP 410).
func IsGone(err error) bool { return ReasonForError(err) == metav1.StatusReasonGone }

// IsResourceExpired says whether err carries the reason Expired, the answer when what the request
// relied on (such as a list continue token) is too old to use.
func IsResourceExpired(err error) bool { return ReasonForError(err) == metav1.StatusReasonExpired }

// IsBadRequest determines if err is an error which indicates that the request is invalid (HTTP 400).
func IsBadRequest(err error) bool { return ReasonForError(err) == metav1.StatusReasonBadRequest }

// IsTimeout says whether err carries the reason Timeout (HTTP 504): the request ran too long and was cut off.
func IsTimeout(err error) bool { return ReasonForError(err) == metav1.StatusReasonTimeout }

// IsServerTimeout says whether err carries the reason ServerTimeout: the server could not finish in
// time, and the client is expected to try again.
func IsServerTimeout(err error) bool { return ReasonForError(err) == metav1.StatusReasonServerTimeout }

// IsInternalError says whether err carries the reason InternalError (HTTP 500).
func IsInternalError(err error) bool { return ReasonForError(err) == metav1.StatusReasonInternalError }

// IsUnsupportedMediaType determines if err is an error which indicates that the request had an unsupported content type (HTTP 415).
func IsUnsupportedMediaType(err error) bool {
	r, c := reasonAndCode(err)
	return r == metav1.StatusReasonUnsupportedMediaType || (r == metav1.StatusReasonUnknown && c == 415)
}

// IsTooManyRequests says whether err carries the reason TooManyRequests (HTTP 429), sent when the
// server throttles a client. The lab looks at the reason only, not at a bare 429 code.
func IsTooManyRequests(err error) bool { return ReasonForError(err) == metav1.StatusReasonTooManyRequests }

func qualified(qr schema.GroupResource) string {
	if qr.Group == "" {
		return qr.Resource
	}
	return qr.Resource + "." + qr.Group
}

// NewNotFound builds the 404 NotFound error the API server returns for a name it does not hold.
func NewNotFound(qualifiedResource schema.GroupResource, name string) *StatusError {
	return &StatusError{metav1.Status{
		Status: metav1.StatusFailure, Code: 404, Reason: metav1.StatusReasonNotFound,
		Details: &metav1.StatusDetails{Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: name},
		Message: fmt.Sprintf("%s %q not found", qualified(qualifiedResource), name),
	}}
}

// NewAlreadyExists builds the 409 AlreadyExists error a Create gets when the name is taken.
func NewAlreadyExists(qualifiedResource schema.GroupResource, name string) *StatusError {
	return &StatusError{metav1.Status{
		Status: metav1.StatusFailure, Code: 409, Reason: metav1.StatusReasonAlreadyExists,
		Details: &metav1.StatusDetails{Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: name},
		Message: fmt.Sprintf("%s %q already exists", qualified(qualifiedResource), name),
	}}
}

// NewConflict builds a 409 Conflict error whose message ends with err (such as a stale resourceVersion).
func NewConflict(qualifiedResource schema.GroupResource, name string, err error) *StatusError {
	return &StatusError{metav1.Status{
		Status: metav1.StatusFailure, Code: 409, Reason: metav1.StatusReasonConflict,
		Details: &metav1.StatusDetails{Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: name},
		Message: fmt.Sprintf("Operation cannot be fulfilled on %s %q: %v", qualified(qualifiedResource), name, err),
	}}
}

// NewForbidden returns an error indicating the requested action was forbidden.
func NewForbidden(qualifiedResource schema.GroupResource, name string, err error) *StatusError {
	return &StatusError{metav1.Status{
		Status: metav1.StatusFailure, Code: 403, Reason: metav1.StatusReasonForbidden,
		Details: &metav1.StatusDetails{Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: name},
		Message: fmt.Sprintf("%s %q is forbidden: %v", qualified(qualifiedResource), name, err),
	}}
}

// NewInvalid returns an error indicating the item is invalid and cannot be processed (HTTP 422): one
// cause per field error, and the message "<Kind>.<group> "<name>" is invalid: <errors>".
func NewInvalid(qualifiedKind schema.GroupKind, name string, errs field.ErrorList) *StatusError {
	causes := make([]metav1.StatusCause, 0, len(errs))
	for _, e := range errs {
		causes = append(causes, metav1.StatusCause{Type: metav1.CauseType(e.Type), Message: e.ErrorBody(), Field: e.Field})
	}
	message := fmt.Sprintf("%s %q is invalid", qualifiedKind.String(), name)
	if agg := errs.ToAggregate(); agg != nil {
		message += fmt.Sprintf(": %v", agg)
	}
	return &StatusError{metav1.Status{
		Status: metav1.StatusFailure, Code: 422, Reason: metav1.StatusReasonInvalid,
		Details: &metav1.StatusDetails{Group: qualifiedKind.Group, Kind: qualifiedKind.Kind, Name: name, Causes: causes},
		Message: message,
	}}
}

// NewBadRequest builds a 400 BadRequest error with reason as its message.
func NewBadRequest(reason string) *StatusError {
	return &StatusError{metav1.Status{Status: metav1.StatusFailure, Code: 400, Reason: metav1.StatusReasonBadRequest, Message: reason}}
}

// NewInternalError builds a 500 InternalError error that reports err.
func NewInternalError(err error) *StatusError {
	return &StatusError{metav1.Status{
		Status: metav1.StatusFailure, Code: 500, Reason: metav1.StatusReasonInternalError,
		Message: fmt.Sprintf("Internal error occurred: %v", err),
	}}
}
`;

/** apierrorsPackage is k8s.io/apimachinery/pkg/api/errors. */
export const apierrorsPackage: ShimDefinition = { path: "k8s.io/apimachinery/pkg/api/errors", source, natives: {} };
