/**
 * useWorkerRestarts reports a lab worker replaced by the watchdog as the page's problem, and
 * installs window.__labHang, a test hook that makes the worker stop answering so browser tests
 * (and the bench) can see the watchdog act. The hook first waits for the worker to have started,
 * so what is timed is the watchdog, not the worker's start-up: it resolves once the hang is sent.
 */
import { useEffect } from "react";
import { labClient } from "../../../worker";

export function useWorkerRestarts(problem: (message: string) => void): void {
  useEffect(() => {
    const off = labClient().onRestart((m) => problem(m));
    (window as unknown as { __labHang?: () => Promise<void> }).__labHang = () =>
      labClient()
        .ping()
        .then(() => void labClient().hang());
    return () => {
      off();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
