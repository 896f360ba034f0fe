/** The outcome of an action: a failure (with up to three reasons) or a success. */
export interface NoticeValue {
  tone: 'error' | 'success';
  text: string;
  reasons?: string[];
}

/** A failure is an alert; a success is a polite status. */
export function Notice({ notice }: { notice: NoticeValue }) {
  if (notice.tone === 'success') {
    return (
      <p role="status" className="bo-notice">
        {notice.text}
      </p>
    );
  }
  return (
    <div role="alert" className="bo-error">
      <p className="bo-error__text">{notice.text}</p>
      {notice.reasons && notice.reasons.length > 0 && (
        <ul className="bo-error__reasons">
          {notice.reasons.map((reason, index) => (
            <li key={index}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
