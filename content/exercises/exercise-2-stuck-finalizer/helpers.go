package controller

import (
	"context"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// externalDatabaseName is the App's database name in the external system: <namespace>/<name>.
func externalDatabaseName(app *appsv1alpha1.App) string {
	return app.Namespace + "/" + app.Name
}

// provisionExternalDatabase creates the App's database, or does nothing if it exists.
func (r *AppReconciler) provisionExternalDatabase(ctx context.Context, app *appsv1alpha1.App) error {
	return r.DB.Ensure(ctx, externalDatabaseName(app))
}

// deleteExternalDatabase deletes the App's database; a database already gone is not an error.
func (r *AppReconciler) deleteExternalDatabase(ctx context.Context, app *appsv1alpha1.App) error {
	return r.DB.Delete(ctx, externalDatabaseName(app))
}
