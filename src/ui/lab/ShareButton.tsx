/** ShareButton makes a link carrying the code and scenario (share.ts), copies it, and shows it to copy by hand. */
import { useState } from "react";
import { encodeShare } from "./share";

export function ShareButton({ exercise, scenario, code }: { exercise: string; scenario: string; code: string }) {
  const [link, setLink] = useState("");
  const [message, setMessage] = useState("");
  const make = async () => {
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
      setMessage("Link copied: it opens this code and scenario, waiting for Run.");
    } catch {
      setMessage("Copy this link: it opens this code and scenario, waiting for Run.");
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void make()}>
        Share
      </button>
      {message && (
        <span className="lab-share" role="status">
          {message}
          {link && (
            <input
              aria-label="Share link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className="lab-share-link"
            />
          )}
        </span>
      )}
    </>
  );
}
