// Loads .env files the way Next does, so that scripts see the same environment as the server.
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
