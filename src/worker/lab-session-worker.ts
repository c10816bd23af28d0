/**
 * The lab worker's live-run handler: keeps the live sessions by id and answers LiveRequests
 * (labProtocol.ts) with frames. At most MAX_SESSIONS live at once; starting another forgets
 * the oldest, so a page that never says stop cannot fill the worker's memory.
 */
import { parseScenario } from "../engine";
import type { LiveDiagnostic } from "../lab";
import { LiveSession } from "./lab-session";
import type { LabRequest, LiveRequest, LiveResponse } from "./labProtocol";

const MAX_SESSIONS = 3;
const sessions = new Map<number, LiveSession>();
let nextSession = 1;

/** isLiveRequest tells the live run's messages from the others. */
export function isLiveRequest(req: LabRequest): req is LiveRequest {
  return req.type.startsWith("live.");
}

function session(id: number): LiveSession {
  const s = sessions.get(id);
  if (!s)
    throw new Error(`live run ${id} is gone (the worker was restarted, or a newer run replaced it): start it again`);
  return s;
}

/** keepSession keeps a started session (of files or of a project) under a new id for live.advance,
 * live.act and live.stop. */
export function keepSession(s: LiveSession): number {
  const id = nextSession++;
  sessions.set(id, s);
  while (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value as number);
  return id;
}

/** startedAnswer answers a live start: the compile's diagnostics, or the kept session and its first frame. */
export function startedAnswer(id: number, r: { session?: LiveSession; diagnostics: LiveDiagnostic[] }): LiveResponse {
  if (!r.session) return { type: "live.started", id, diagnostics: r.diagnostics };
  return { type: "live.started", id, session: keepSession(r.session), diagnostics: [], frame: r.session.frame() };
}

/** answerLive handles one live request; scenarios maps built-in names to their YAML. */
export function answerLive(req: LiveRequest, scenarios: ReadonlyMap<string, string>): LiveResponse {
  switch (req.type) {
    case "live.start": {
      const text = scenarios.get(req.scenario);
      if (text === undefined) throw new Error(`no built-in scenario "${req.scenario}"`);
      const sc = parseScenario(text, `${req.scenario}.yaml`);
      const r = LiveSession.start(req.files, sc, {
        ...(req.seed !== undefined ? { seed: req.seed } : {}),
        ...(req.budget !== undefined ? { budget: req.budget } : {}),
      });
      return startedAnswer(req.id, r);
    }
    case "live.advance": {
      const s = session(req.session);
      const frame = req.steps !== undefined ? s.advance({ steps: req.steps }) : s.advance({ ms: req.ms ?? 0 });
      return { type: "live.frame", id: req.id, frame };
    }
    case "live.act":
      return { type: "live.frame", id: req.id, frame: session(req.session).act(req.action) };
    case "live.stop":
      sessions.delete(req.session);
      return { type: "live.stopped", id: req.id };
  }
}
