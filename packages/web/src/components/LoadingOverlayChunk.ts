// Mantine's LoadingOverlay as a module of its own, for React.lazy (GlobalOverlays): a lazy import of '@mantine/core'
// itself would pull the whole library into the first load.
export { LoadingOverlay as default } from '@mantine/core';
