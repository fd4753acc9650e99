/** Build-time rendered Markdown (trusted editor content, raw HTML already escaped). */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
