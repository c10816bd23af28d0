/** StorageNotice tells the learner what happened to saved progress (migrated, reset, kept aside). */
import { useStorageNotice } from "../store";

export function StorageNotice() {
  const { notice, dismiss } = useStorageNotice();
  if (!notice) return null;
  return (
    <div className="storage-notice" role="status">
      <p>{notice.message}</p>
      <button type="button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
