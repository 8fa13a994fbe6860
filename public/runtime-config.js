// Settings the server gives when it starts. This copy gives none, so the app uses the backend address
// it was built with (VITE_API_BASE_URL). The container writes its own (deploy/render-nginx-conf.sh,
// from API_BASE_URL); on a plain static host, replace this file to point a build at another backend:
//   window.INVOICING_RUNTIME_CONFIG = { apiBaseUrl: 'https://invoicing-api.example.co.nz' };
// and allow that origin in the Content-Security-Policy's connect-src (docs/deploying.md).
