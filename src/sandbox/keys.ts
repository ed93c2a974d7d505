/** Demo keys of the sandbox. They are not secrets: they only open the local emulator. */
export const SANDBOX_PROJECT_KEY = '5b1c3d9e7f2a4b6c8d0e1f2a3b4c5d6e7f8091a2';
export const SANDBOX_DATA_KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
