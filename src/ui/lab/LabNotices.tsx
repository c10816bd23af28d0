/** LabNotices shows a lab page's passing notice (role status) and its problem (role alert), each only when set. */
export function LabNotices({ notice, problem }: { notice: string; problem: string }) {
  return (
    <>
      {notice && (
        <p className="lab-notice" role="status">
          {notice}
        </p>
      )}
      {problem && (
        <p role="alert" className="lab-problem">
          {problem}
        </p>
      )}
    </>
  );
}
