// Mantine's Modal as a module of its own, for React.lazy (BlockingModal): a lazy import of '@mantine/core' itself
// would pull the whole library into the first load.
export { Modal as default } from '@mantine/core';
