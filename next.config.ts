import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { readBuildDate, readSiteConfig } from './lib/config';

export default function nextConfig(phase: string): NextConfig {
  // Fail the production build early, naming every missing or malformed value,
  // instead of shipping forms that can never send a lead.
  if (phase === PHASE_PRODUCTION_BUILD) {
    readSiteConfig();
    // One build day for every worker, even across midnight: the workers inherit this variable, and a malformed
    // value stops the build here, named.
    readBuildDate();
    process.env.SOURCE_DATE_EPOCH ??= String(Math.floor(Date.now() / 1000));
  }
  return {
    output: 'export',
    trailingSlash: true,
    images: { unoptimized: true },
    reactStrictMode: true,
    // `npm test` type-checks the whole tree once, as a step of its own (tsc --noEmit), and tells its
    // two builds so with SKIP_BUILD_TYPECHECK=1; every other build checks the types itself, as before.
    typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
    poweredByHeader: false,
    // One root layout per language (app/(en), app/(es)) leaves no single layout for a 404 page;
    // app/global-not-found.tsx renders the whole English 404 document instead.
    experimental: { globalNotFound: true },
    // The project's own directory, where `npm run build` runs, even when it sits inside another
    // project (the benchmark builds copies under bench/.tmp/): otherwise Turbopack takes the
    // outer lockfile's folder for the root and names every module from there.
    turbopack: { root: process.cwd() },
  };
}
