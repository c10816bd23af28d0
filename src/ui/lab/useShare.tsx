/**
 * useShare makes a link carrying the code and scenario (share.ts), copies it, and offers it to
 * copy by hand. An exercise's link opens #/lab/<id>/share/<payload>; the sandbox's opens
 * #/sandbox/share/<payload>.
 */
import { useState } from "react";
import { encodeShare, isSandboxShare, type SharePayload } from "./share";

/** sharePath is the route a payload opens at. */
export const sharePath = (p: SharePayload, text: string): string =>
  isSandboxShare(p) ? `/sandbox/share/${text}` : `/lab/${p.exercise}/share/${text}`;

export function useShare(payload: () => SharePayload) {
  const [link, setLink] = useState("");
  const [message, setMessage] = useState("");
  const share = async () => {
    const p = payload();
    const e = await encodeShare(p);
    if (!e.ok) {
      setLink("");
      setMessage(e.reason);
      return;
    }
    const url = `${location.origin}${location.pathname}#${sharePath(p, e.text)}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setMessage("Link copied. It opens this code and scenario, waiting for Run:");
    } catch {
      setMessage("Copy this link. It opens this code and scenario, waiting for Run:");
    }
  };
  const panel = message ? (
    <div className="lab-share" role="status">
      <span>{message}</span>
      {link && (
        <input
          aria-label="Share link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="lab-share-link"
        />
      )}
    </div>
  ) : null;
  return { share, panel };
}
