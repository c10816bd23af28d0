/**
 * decode.worker: saved progress validated and migrated off the main thread. zod and the schemas
 * take tens of milliseconds to evaluate, and a long review log more to check; here they never
 * block the page. One message in ({ raw, now }), one Decoded out; pure, like decodeSaved itself.
 */
import { decodeSaved } from "./migrations";

self.onmessage = (e: MessageEvent<{ raw: unknown; now: number }>) => {
  let answer: unknown;
  try {
    answer = decodeSaved(e.data.raw, e.data.now);
  } catch (error) {
    answer = { kind: "failed", message: String(error) };
  }
  self.postMessage(answer);
};
