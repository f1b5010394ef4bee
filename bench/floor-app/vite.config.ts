import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// the shop's own build settings that bear on the client's size, nothing of its code
export default defineConfig({ plugins: [reactRouter()], logLevel: 'warn' });
