/** useShare makes a link carrying the code and scenario (share.ts), copies it, and offers it to copy by hand. */
import { useState } from "react";
import { encodeShare } from "./share";

export function useShare(exercise: string, scenario: string, code: string) {
  const [link, setLink] = useState("");
  const [message, setMessage] = useState("");
  const share = async () => {
    const e = await encodeShare({ v: 1, exercise, scenario, code });
    if (!e.ok) {
      setLink("");
      setMessage(e.reason);
      return;
    }
    const url = `${location.origin}${location.pathname}#/lab/${exercise}/share/${e.text}`;
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
