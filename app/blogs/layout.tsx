export default function BlogLayout({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-blog px-4 py-10">{children}</div>;
}
