import type { Metadata, Viewport } from 'next';
import '../globals.css';
import { readSiteConfig } from '@/lib/config';
import { rootMetadata, rootViewport } from '@/lib/site/seo';
import { RootDocument } from '@/components/layout/root-document';

export const metadata: Metadata = rootMetadata(readSiteConfig().siteUrl, 'en');
export const viewport: Viewport = rootViewport;

export default function EnglishRootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
