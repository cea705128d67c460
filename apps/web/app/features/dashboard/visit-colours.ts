/** The brand's teal for services and its amber for the profile, as the design's tokens name them. */
export const SERVICES_FILL = 'var(--color-brand-600)';
export const PROFILE_FILL = 'var(--color-accent-500)';
