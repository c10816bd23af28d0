/**
 * DrillsPage: #/drills picks the next drill of the learner's stream (a due bug kind) and moves to
 * its id; #/drills/from/<seed> first puts the stream at seed (a reproducible entry); #/drills/<id>
 * opens that drill, verified in the drills worker, with progress while the engine runs.
 */
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { usePageTitle } from "../app/usePageTitle";
import { NotFound } from "../app/NotFound";
import { appStore } from "../store";
import { loadCodeEditor } from "../lab";
import type { Generated } from "../../worker";
import { drillOfSeed, loadCatalogue, onProgress, seedOfId, startStreamAt, takeNext, type Catalogue } from "./source";
import { kindsToAsk } from "./schedule";
import { DrillView } from "./DrillView";
import { DrillStats } from "./DrillStats";
import "./drills.css";

type Loaded = { catalogue: Catalogue; generated: Generated };

export function DrillsPage({ id, from }: { id?: string; from?: string }) {
  usePageTitle(id ? `Drill ${id}` : "Drills");
  // The editor (fetched at once by index.html's preload) is evaluated while the worker verifies the drill.
  useEffect(() => void loadCodeEditor(), []);
  const seed = id === undefined ? undefined : seedOfId(id);
  const start = from === undefined ? undefined : streamStart(from);
  if ((id !== undefined && seed === undefined) || (from !== undefined && start === undefined))
    return <NotFound what="drill" />;
  return (
    <article className="page drills code-lab" aria-labelledby="drill-title">
      {seed === undefined ? <PickNext key={from} from={start} /> : <OpenDrill key={id} id={id!} seed={seed} />}
    </article>
  );
}

/** streamStart reads the seed of #/drills/from/<seed> (undefined when it is not one). */
function streamStart(from: string): number | undefined {
  if (!/^\d{1,10}$/.test(from)) return undefined;
  const n = Number(from);
  return n <= 0xffffffff ? n : undefined;
}

/** Verifying shows what the worker is running through the engine for the drill being opened. */
function Verifying({ what }: { what: string }) {
  const [runs, setRuns] = useState<{ runs: number; kinds: string[]; scenario: string } | undefined>();
  useEffect(() => onProgress((p) => !p.next && setRuns(p)), []);
  return (
    <div className="drill-verifying" role="status" aria-live="polite">
      <h1 id="drill-title">Drills</h1>
      <p>
        <span className="drill-spinner" aria-hidden="true" /> {what}
        {runs ? ` Engine run ${runs.runs}: ${runs.kinds.join(" + ")} in scenario ${runs.scenario}.` : ""}
      </p>
    </div>
  );
}

function PickNext({ from }: { from?: number }) {
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    if (from !== undefined) startStreamAt(from);
    void loadCatalogue()
      .then((c) => {
        const { drills } = appStore.getState();
        const kinds = kindsToAsk(
          drills.kinds,
          c.kinds.map((k) => k.kind),
          Date.now(),
        );
        return takeNext(kinds);
      })
      .then((g) => {
        if (!live) return;
        if (g.drill) navigate(`/drills/${g.drill.id}`, { replace: true });
        else setError("No drill could be verified from the seeds tried. Reload to try others.");
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [navigate, from]);
  if (error) return <p role="alert">{error}</p>;
  return <Verifying what="Making a drill and proving its bug with the engine…" />;
}

function OpenDrill({ id, seed }: { id: string; seed: number }) {
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void Promise.all([loadCatalogue(), drillOfSeed(seed)])
      .then(([catalogue, generated]) => live && setLoaded({ catalogue, generated }))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [seed]);
  if (error) return <p role="alert">The drill could not be made: {error}</p>;
  if (!loaded) return <Verifying what={`Making drill ${id} and proving its bug with the engine…`} />;
  const { drill } = loaded.generated;
  if (!drill)
    return (
      <>
        <h1 id="drill-title">Drill {id}</h1>
        <p role="alert">Seed {seed} gives no drill the engine can prove. Try the next drill instead.</p>
        <DrillStats catalogue={loaded.catalogue} />
      </>
    );
  return (
    <>
      {drill.id !== id && (
        <p className="drill-note" role="note">
          The code behind this link has changed since it was shared; this is seed {seed}&apos;s drill today ({drill.id}
          ).
        </p>
      )}
      <DrillView drill={drill} generated={loaded.generated} catalogue={loaded.catalogue} />
      <DrillStats catalogue={loaded.catalogue} />
    </>
  );
}
