import { PageFrame } from '@/components/layout/page-frame';

/** Every page under /blogs/ belongs to the Blogs menu item, so the frame is set once here. */
export default function BlogLayout({ children }: { children: React.ReactNode }) {
  return (
    <PageFrame path="/blogs/">
      <div className="mx-auto w-full max-w-blog px-4 py-10">{children}</div>
    </PageFrame>
  );
}
