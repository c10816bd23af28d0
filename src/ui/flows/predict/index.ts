/**
 * src/ui/flows/predict: "predict the next step". In predict mode the player pauses just
 * before each step that has a `predict` in its flow YAML (at the position of the event the
 * step binds to) and shows this prompt.
 *
 * <PredictPrompt predict check onContinue onSkip? />
 * - predict: RenderedPredict (question, choices with their trace-event matchers, answer,
 *   explanationHtml) from `flow.steps[i].predict`.
 * - check(events) => Promise<NextChoice>: send the flow worker `{ type: "next", id, pos,
 *   choices: events }` at the paused position and resolve with the response's `next`
 *   ({ choice, pos, event }). The verdict shown is this computed choice, not the YAML's answer
 *   (a content test holds them equal).
 * - onContinue(pos): the learner clicked "Play it"; seek/play to pos (just after the event).
 * - onSkip(): optional; close without answering.
 * Helper: predictSteps(flow) → the step numbers to pause before.
 */
export { PredictPrompt, type PredictPromptProps } from "./PredictPrompt";
export { predictSteps } from "./steps";
