/**
 * src/ui/flows/fork: change the future from a paused moment.
 *
 * <ForkMenu flowId paused forked busy? injections? onFork onBack />: a "Fork" button opening a
 * popover of injections (keyboard: Enter opens and focuses the first, Escape closes).
 * - flowId: picks the injections offered (forkInjectionsFor: kill/partition only in Flow 20).
 * - paused: buttons are enabled only while the player is paused.
 * - forked: the player shows a fork; a "Back to the lesson's run" button appears.
 * - busy: the worker is computing (buttons disabled, status announced).
 * - onFork(inj: ForkInjection): send the flow worker `{ type: "fork", id, pos, inject: inj }`;
 *   its "open" response describes the fork (length, series, forkPos) and frames now come from it.
 * - onBack(): send `{ type: "unfork", id }`; the "open" response is the lesson's run again.
 */
export { ForkMenu, type ForkMenuProps } from "./ForkMenu";
export { FORK_CHOICES, forkInjectionsFor } from "./choices";
