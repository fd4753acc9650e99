import type { Metadata, Viewport } from 'next';
import './globals.css';
import { readSiteConfig } from '@/lib/config';
import { palette } from '@/lib/palette';
import { rootMetadata } from '@/lib/seo';
import { QuickExit } from '@/components/safety/quick-exit';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';

const config = readSiteConfig();

export const metadata: Metadata = rootMetadata(config.siteUrl);
export const viewport: Viewport = { themeColor: palette.brand.DEFAULT, width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col antialiased">
        {/* Lets CSS tell "JavaScript will run" from "no JavaScript" before hydration. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <QuickExit exitUrl={config.quickExitUrl} />
        <SiteHeader phone={config.phone} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter config={config} buildYear={new Date().getFullYear()} />
      </body>
    </html>
  );
}
