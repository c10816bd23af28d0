// Package k8s.io/apimachinery/pkg/util/intstr: IntOrString (a port number or name, a count or a
// percentage), written in Go; its JSON is the number or the string it holds.
import type { ShimDefinition } from "../../../../../registry";
import { goString, jsString } from "../../../../../native";
import { registerNamedJSON } from "../../../../convert";

export const INTSTR_PATH = "k8s.io/apimachinery/pkg/util/intstr";

const source = `package intstr

import (
	"fmt"
	"strconv"
	"strings"
)

// Type says which field of an IntOrString holds the value: Int or String.
type Type int64

// The kinds of value an IntOrString holds.
const (
	Int    Type = iota // The IntOrString holds an int.
	String             // The IntOrString holds a string.
)

// IntOrString is a field that takes either a number or a text such as "25%" (maxSurge, a
// Service targetPort); Type says which of IntVal and StrVal is in use.
type IntOrString struct {
	Type   Type
	IntVal int32
	StrVal string
}

// FromInt wraps val as an IntOrString that holds an integer; val is cast to int32, so a value out
// of that range wraps around.
func FromInt(val int) IntOrString { return IntOrString{Type: Int, IntVal: int32(val)} }

// FromInt32 wraps val as an IntOrString that holds an integer.
func FromInt32(val int32) IntOrString { return IntOrString{Type: Int, IntVal: val} }

// FromString wraps val as an IntOrString that holds a string.
func FromString(val string) IntOrString { return IntOrString{Type: String, StrVal: val} }

// Parse gives an integer IntOrString when val is a decimal number and a string one otherwise.
func Parse(val string) IntOrString {
	i, err := strconv.Atoi(val)
	if err != nil {
		return FromString(val)
	}
	return FromInt(i)
}

// String prints the value: the string as it is, or the integer in decimal.
func (intstr *IntOrString) String() string {
	if intstr == nil {
		return "<nil>"
	}
	if intstr.Type == String {
		return intstr.StrVal
	}
	return strconv.Itoa(intstr.IntValue())
}

// IntValue gives the value as an int: IntVal, or StrVal read as a decimal number (0 when it is not one).
func (intstr *IntOrString) IntValue() int {
	if intstr.Type == String {
		i, _ := strconv.Atoi(intstr.StrVal)
		return i
	}
	return int(intstr.IntVal)
}

// ValueOrDefault returns the value of intOrPercent, or defaultValue when it is nil.
func ValueOrDefault(intOrPercent *IntOrString, defaultValue IntOrString) *IntOrString {
	if intOrPercent == nil {
		return &defaultValue
	}
	return intOrPercent
}

// GetScaledValueFromIntOrPercent returns a scaled value from an IntOrString type: an int as is, a percentage of total (rounded up or down).
func GetScaledValueFromIntOrPercent(intOrPercent *IntOrString, total int, roundUp bool) (int, error) {
	if intOrPercent == nil {
		return 0, fmt.Errorf("nil value for IntOrString")
	}
	if intOrPercent.Type == Int {
		return intOrPercent.IntValue(), nil
	}
	s := intOrPercent.StrVal
	if !strings.HasSuffix(s, "%") {
		return 0, fmt.Errorf("invalid type: string is not a percentage")
	}
	v, err := strconv.Atoi(strings.TrimSuffix(s, "%"))
	if err != nil {
		return 0, fmt.Errorf("invalid value for IntOrString: invalid value %q: %v", s, err)
	}
	if roundUp && v*total%100 > 0 {
		return v*total/100 + 1, nil
	}
	return v * total / 100, nil
}
`;

/** intstrPackage is k8s.io/apimachinery/pkg/util/intstr. */
export const intstrPackage: ShimDefinition = { path: INTSTR_PATH, source, natives: {} };

registerNamedJSON(INTSTR_PATH, "IntOrString", {
  to: (v: { Type: number; IntVal: number; StrVal: string }) => (v.Type === 1 ? jsString(v.StrVal) : v.IntVal),
  from: (j: unknown, zero: () => { Type: number; IntVal: number; StrVal: string }) => {
    const o = zero();
    if (typeof j === "string") {
      o.Type = 1;
      o.StrVal = goString(j);
    } else if (typeof j === "number") o.IntVal = j;
    return o;
  },
});
