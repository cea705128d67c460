import { PROGRESS_BAR_THROTTLE_MS } from '@wasla/shared/business-constants';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** The thin bar at the top while a page loads; quick navigations (under 200 ms) never show it. */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div role="progressbar" aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-1">
      <div className="h-full animate-progress rounded-e-full bg-accent-500 shadow-[0_0_8px_var(--color-accent-400)]" />
    </div>
  );
}
