import type { ReactNode } from 'react';

/** A detail page whose record does not exist (an unknown id, or deleted since): the way back and why. */
export function RecordNotFound({ back, message }: { back: ReactNode; message: string }) {
  return (
    <div className="flex flex-col gap-4">
      {back}
      <p role="alert">{message}</p>
    </div>
  );
}
