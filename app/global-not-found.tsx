import type { Metadata, Viewport } from 'next';
import './globals.css';
import { readSiteConfig } from '@/lib/config';
import { rootMetadata, rootViewport } from '@/lib/site/seo';
import { RootDocument } from '@/components/layout/root-document';
import { NotFoundView, notFoundMetadata } from '@/components/not-found/not-found-view';

// With one root layout per language there is no single layout for the 404 page, so it renders
// the whole document itself (out/404.html, in English).
export const metadata: Metadata = { ...rootMetadata(readSiteConfig().siteUrl, 'en'), ...notFoundMetadata('en') };
export const viewport: Viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument locale="en">
      <NotFoundView locale="en" />
    </RootDocument>
  );
}
