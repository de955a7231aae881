import { APP_VERSION_LABEL, PRODUCT_NAME } from '@kiwi/domain';
import { useRef } from 'react';
import { toast } from 'sonner';
import { registerVersionTap, setDeveloperMode, useDeveloperMode } from './developer-mode';

const HINT_TOAST_ID = 'developer-mode-hint';
const HINT_DURATION_MS = 1500;

/** The version label at the bottom of the side menu; a SuperAdmin's taps count. */
export function VersionLabel({ canEnableDeveloperMode }: { canEnableDeveloperMode: boolean }) {
  const enabled = useDeveloperMode();
  const taps = useRef(0);

  function onTap() {
    const result = registerVersionTap(taps.current, {
      canEnable: canEnableDeveloperMode,
      enabled,
    });
    taps.current = result.taps;
    if (result.enabled && !enabled) setDeveloperMode(true);
    if (result.hint) toast.info(result.hint, { id: HINT_TOAST_ID, duration: HINT_DURATION_MS });
  }

  return (
    <button
      type="button"
      onClick={onTap}
      className="w-full select-none px-6 py-4 text-left text-xs text-muted"
      data-testid="version-label"
    >
      {PRODUCT_NAME} {APP_VERSION_LABEL}
    </button>
  );
}
