/**
 * The player's place in the URL: `#/flows/flow-20?variant=partition&pos=120`. The hash query
 * holds flow (the path), variant, position and predict mode, so a shared link reopens the same frame.
 * `apps=N` scales the scenario's bulk set-up (every `createMany`) to N objects, for the run played
 * and the variant figures alike: Flow 19 at 500 Apps instead of 20,000 (quick looks, browser tests).
 * Written with history.replaceState: moving through a run never floods the back button.
 */
export interface PlayerPlace {
  variant?: string;
  pos?: number;
  /** speed: events per second, when the link pins one. */
  speed?: number;
  /** predict: predict mode is on (the player asks before the steps that carry a question). */
  predict?: boolean;
  /** apps: the bulk set-up's object count (FlowRunSpec.apps), when the link scales the run. */
  apps?: number;
}

export function readPlace(hash: string = location.hash): PlayerPlace {
  const q = hash.indexOf("?");
  if (q < 0) return {};
  const params = new URLSearchParams(hash.slice(q + 1));
  const out: PlayerPlace = {};
  const variant = params.get("variant");
  if (variant) out.variant = variant;
  const pos = Number(params.get("pos"));
  if (params.has("pos") && Number.isInteger(pos) && pos >= 0) out.pos = pos;
  const speed = Number(params.get("speed"));
  if (params.has("speed") && speed > 0 && Number.isFinite(speed)) out.speed = speed;
  if (params.get("predict") === "1") out.predict = true;
  const apps = Number(params.get("apps"));
  if (params.has("apps") && Number.isInteger(apps) && apps > 0) out.apps = apps;
  return out;
}

/** placeHash builds the hash for a flow and a place (no `?` when there is nothing to hold). */
export function placeHash(flowId: string, p: PlayerPlace): string {
  const params = new URLSearchParams();
  if (p.variant) params.set("variant", p.variant);
  if (p.pos !== undefined) params.set("pos", String(p.pos));
  if (p.speed !== undefined) params.set("speed", String(p.speed));
  if (p.predict) params.set("predict", "1");
  if (p.apps !== undefined) params.set("apps", String(p.apps));
  const q = params.toString();
  return `#/flows/${flowId}${q ? `?${q}` : ""}`;
}

export function writePlace(flowId: string, p: PlayerPlace): void {
  const hash = placeHash(flowId, p);
  if (location.hash !== hash) history.replaceState(history.state, "", hash);
}
