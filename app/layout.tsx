import type { Metadata, Viewport } from 'next';
import './globals.css';
import { readSiteConfig } from '@/lib/config';
import { palette } from '@/lib/palette';
import { rootMetadata } from '@/lib/seo';
import { QuickExit } from '@/components/safety/quick-exit';
import { SiteFooter } from '@/components/layout/site-footer';

const config = readSiteConfig();

export const metadata: Metadata = rootMetadata(config.siteUrl);
export const viewport: Viewport = { themeColor: palette.brand.DEFAULT, width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col antialiased">
        {/* Lets CSS tell "JavaScript will run" from "no JavaScript" before hydration. data-standalone: it
            needs no framework, so the post-build step keeps it on pages it strips (scripts/strip-framework.mjs). */}
        <script data-standalone="" dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <QuickExit exitUrl={config.quickExitUrl} />
        {/* Each page renders the header and <main> through PageFrame, which knows the route. */}
        {children}
        <SiteFooter config={config} buildYear={new Date().getFullYear()} />
      </body>
    </html>
  );
}
