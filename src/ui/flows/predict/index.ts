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
 * - describe?(event) puts the deciding event into words; continueLabel? names the button.
 * Keyboard: focus moves to the first choice when the question opens; keys 1…n pick a choice;
 * focus moves to the continue button once answered.
 *
 * usePredict(flow, steps, pos, initialOn) → Predict: the mode's state for FlowPlayer. Its
 * `hold` ref is handed to usePlayer, which asks it before every forward move (playing, → and
 * Shift+→); it stops just before an unanswered question's event and makes it `pending`.
 * `revealed(pos)` records the answer (the player moves to just after the deciding event);
 * `close()` ends the question and says whether to play on. Going back before a question's
 * event asks it again. The mode is in the URL as `predict=1`.
 * Helpers: predictSteps(flow) → the step numbers to pause before; holdPoint (pure).
 */
export { PredictPrompt, type PredictPromptProps } from "./PredictPrompt";
export { predictSteps } from "./steps";
export { usePredict, holdPoint, type Predict, type Pending } from "./usePredict";
