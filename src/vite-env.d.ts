/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_MOCKING?: 'enabled' | 'disabled';
  readonly VITE_MOCK_COLD_START_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
