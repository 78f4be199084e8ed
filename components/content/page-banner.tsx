import { InlineArtwork } from "@/components/images/inline-artwork";

/** A content page's title over our banner artwork. */
export function PageBanner({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="relative isolate overflow-hidden bg-brand-950 text-white">
      <InlineArtwork
        src="/images/banner.svg"
        alt=""
        className="absolute inset-0 -z-10 size-full"
      />
      <div className="mx-auto max-w-content px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {lead && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">
            {lead}
          </p>
        )}
      </div>
    </header>
  );
}
