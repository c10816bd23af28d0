package  controllers
import (
"context"
    "fmt"
  ctrl "sigs.k8s.io/controller-runtime"
)
type AppReconciler struct{
Client   client.Client
  Scheme *runtime.Scheme // the scheme
}
func (r *AppReconciler)Reconcile(ctx context.Context,req ctrl.Request)(ctrl.Result,error){
if req.Name==""{return ctrl.Result{},nil}
    var app=App{}
	for i:=0;i<3;i++{
fmt.Println( i*2+1 )
		}
m:=map[string]int{"a":1,
"bb":2,
	"ccc":3,}
  switch x:=len(m);{
  case x>2:
  fmt.Println("big")
  default:
  }
_=app
return ctrl.Result{RequeueAfter:5*time.Second},nil}
