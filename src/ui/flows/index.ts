/**
 * src/ui/flows: Flows 18–20. FlowsPage lists the flows and, for one flow, mounts the flow
 * player (player/FlowPlayer.tsx, loaded lazily): every frame computed by the engine in the flow
 * worker, the lesson's steps bound to the trace, state panels, controls, and the flow's failure
 * table. Variants, charts and fork live in variants/, charts/ and fork/ and mount through the
 * player's `toolbar` and `belowPicture` slots (see FlowPlayer's top comment). Predict mode
 * (predict/) is mounted by the player itself: its hold stops forward moves before a step's
 * question (`?predict=1` in the URL). Flow 20 shows a leadership strip under the timeline
 * with the fencing gap (player/Leadership.tsx).
 */
export { FlowsPage } from "./FlowsPage";
