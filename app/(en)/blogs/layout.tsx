import { BlogFrame } from '@/components/blog/blog-routes';

export default function BlogLayout({ children }: { children: React.ReactNode }) {
  return <BlogFrame locale='en'>{children}</BlogFrame>;
}
