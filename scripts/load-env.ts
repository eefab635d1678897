// Loads .env files the way Next does, so that scripts see the same environment as the server.
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
