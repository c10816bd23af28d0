/**
 * src/ui/flows: Flows 18–20. FlowsPage lists the flows and, for one flow, mounts the flow
 * player (player/FlowPlayer.tsx, loaded lazily): every frame computed by the engine in the flow
 * worker, the lesson's steps bound to the trace, state panels, controls, and the flow's failure
 * table. Variants, charts, predict and fork live in variants/, charts/, predict/ and fork/ and
 * mount through the player's `toolbar` and `belowPicture` slots (see FlowPlayer's top comment).
 */
export { FlowsPage } from "./FlowsPage";
