import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepEarlyInput } from './lib/early-input';

/**
 * The server already sent the whole page. Hydration waits for the browser's first frame, so a phone
 * paints that page before spending its CPU on making it interactive.
 */
function hydrate() {
  keepEarlyInput();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

requestAnimationFrame(() => setTimeout(hydrate, 0));
