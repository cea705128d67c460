import { createContext } from 'react';

/** The CSP nonce of this response. Set only on the server; browsers hide nonce values anyway. */
export const NonceContext = createContext<string | undefined>(undefined);
