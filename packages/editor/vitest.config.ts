import { defineConfig, mergeConfig } from 'vitest/config';
import { jsdomTestSettings } from '../../vitest.shared';
import viteConfig from './vite.config';

export default mergeConfig(viteConfig, defineConfig({ test: jsdomTestSettings }));
