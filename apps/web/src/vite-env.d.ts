/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Local-storage key of the theme choice; default 'vite-ui-theme'. */
  readonly VITE_THEME_STORAGE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
