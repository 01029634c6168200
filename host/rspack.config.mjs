import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from '../scripts/rspack/federated-app.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default federatedApp({ packageDir, name: 'host', html: true, publicPath: '/' });
