import { slugify } from "~/lib/content/slug";
import type { Seeder } from "./index";
import { PALETTES, avatarSvg, logoSvg, saveSvg, sceneSvg, type Vehicle } from "./content-images";

/**
 * The company website's content in Turkish and English (a banner in every language): banners, the
 * header and footer menus, pages, blog posts (one draft each), services, references and the team.
 */
type Lng = "tr" | "en";

const BANNERS: Record<
  string,
  Array<{ title: string; subtitle: string; button: string; link: string; vehicle: Vehicle; active?: boolean }>
> = {
  tr: [
    {
      title: "Dünyanın her yerine güvenli taşımacılık",
      subtitle: "Hava, deniz ve karayolunda kapıdan kapıya lojistik çözümleri.",
      button: "Teklif alın",
      link: "/navlun-hesapla",
      vehicle: "plane",
    },
    {
      title: "Kargonuz her an kontrolünüzde",
      subtitle: "Takip numaranızla gönderinizin nerede olduğunu anında görün.",
      button: "Kargo takip",
      link: "/kargo-takip",
      vehicle: "truck",
    },
    {
      title: "Limanlardan parsiyel ve komple konteyner",
      subtitle: "Mersin ve İstanbul limanlarından haftalık çıkışlar.",
      button: "Deniz yolu",
      link: "/hizmetler/deniz-yolu-tasimaciligi",
      vehicle: "ship",
    },
    {
      title: "Yılbaşı kampanyası",
      subtitle: "Ekspres gönderilerde %15 indirim (sona erdi).",
      button: "Detaylar",
      link: "/blog",
      vehicle: "box",
      active: false,
    },
  ],
  en: [
    {
      title: "Safe freight to anywhere in the world",
      subtitle: "Door-to-door logistics by air, sea and road.",
      button: "Get a quote",
      link: "/freight-quote",
      vehicle: "plane",
    },
    {
      title: "Your cargo, always in sight",
      subtitle: "See where your shipment is with its tracking number.",
      button: "Track a shipment",
      link: "/tracking",
      vehicle: "truck",
    },
    {
      title: "LCL and FCL from Turkish ports",
      subtitle: "Weekly departures from Mersin and Istanbul.",
      button: "Sea freight",
      link: "/services/sea-freight",
      vehicle: "ship",
    },
  ],
  de: [
    {
      title: "Sichere Fracht in die ganze Welt",
      subtitle: "Logistik von Tür zu Tür per Luft, See und Straße.",
      button: "Angebot anfordern",
      link: "/angebot",
      vehicle: "plane",
    },
  ],
  fr: [
    {
      title: "Un fret sûr partout dans le monde",
      subtitle: "Logistique porte-à-porte par air, mer et route.",
      button: "Demander un devis",
      link: "/devis",
      vehicle: "plane",
    },
  ],
  pt: [
    {
      title: "Transporte seguro para todo o mundo",
      subtitle: "Logística porta a porta por ar, mar e estrada.",
      button: "Pedir orçamento",
      link: "/orcamento",
      vehicle: "plane",
    },
  ],
};

const PAGES: Record<Lng, Array<{ key: string; title: string; body: string; published?: boolean }>> = {
  tr: [
    {
      key: "about",
      title: "Hakkımızda",
      body: "<h2>1998'den beri yolda</h2><p>Kargo Lojistik, İstanbul'da küçük bir nakliye ofisi olarak kuruldu. Bugün altı şubesi ve 40'tan fazla ülkeye uzanan acente ağıyla hava, deniz ve karayolu taşımacılığı yapıyoruz.</p><h3>Değerlerimiz</h3><ul><li>Zamanında teslimat</li><li>Şeffaf fiyatlandırma</li><li>Gönderiniz için tek bir muhatap</li></ul>",
    },
    {
      key: "privacy",
      title: "KVKK Aydınlatma Metni",
      body: '<p>6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca, gönderici ve alıcı bilgileriniz yalnızca taşıma hizmetinin yerine getirilmesi ve yasal yükümlülükler için işlenir.</p><h3>Haklarınız</h3><p>Verilerinize erişme, düzeltilmesini ve silinmesini isteme hakkınız vardır. Başvurularınızı <a href="mailto:kvkk@kargo.test">kvkk@kargo.test</a> adresine iletebilirsiniz.</p>',
    },
    {
      key: "terms",
      title: "Taşıma Koşulları",
      body: "<h2>Genel koşullar</h2><ol><li>Gönderici, kargonun içeriğini doğru beyan eder.</li><li>Tehlikeli madde taşımaları ayrıca onaya tabidir.</li><li>Hasar bildirimleri teslimattan itibaren 7 gün içinde yapılmalıdır.</li></ol>",
    },
    {
      key: "contact",
      title: "İletişim",
      body: '<p>Merkez ofisimiz: Caferağa Mah. Moda Cad. No:12, Kadıköy, İstanbul.</p><p>Telefon: <a href="tel:+902165550100">+90 216 555 01 00</a> · E-posta: <a href="mailto:info@kargo.test">info@kargo.test</a></p>',
    },
    {
      key: "careers",
      title: "Kariyer",
      body: "<p>Açık pozisyonlarımız yakında burada yayınlanacak.</p>",
      published: false,
    },
  ],
  en: [
    {
      key: "about",
      title: "About us",
      body: "<h2>On the road since 1998</h2><p>Kargo Logistics started as a small forwarding office in Istanbul. Today we move freight by air, sea and road with six branches and agents in more than 40 countries.</p><h3>What we stand for</h3><ul><li>On-time delivery</li><li>Transparent prices</li><li>One contact person for your shipment</li></ul>",
    },
    {
      key: "privacy",
      title: "Privacy notice",
      body: '<p>Under the Turkish Personal Data Protection Law No. 6698, sender and receiver data are processed only to perform the carriage and meet legal duties.</p><h3>Your rights</h3><p>You may ask to see, correct or erase your data at <a href="mailto:privacy@kargo.test">privacy@kargo.test</a>.</p>',
    },
    {
      key: "terms",
      title: "Terms of carriage",
      body: "<h2>General terms</h2><ol><li>The sender declares the contents of the cargo truthfully.</li><li>Dangerous goods need approval in advance.</li><li>Damage must be reported within 7 days of delivery.</li></ol>",
    },
    {
      key: "contact",
      title: "Contact",
      body: '<p>Head office: Moda Cad. No:12, Kadıköy, Istanbul, Türkiye.</p><p>Phone: <a href="tel:+902165550100">+90 216 555 01 00</a> · Email: <a href="mailto:info@kargo.test">info@kargo.test</a></p>',
    },
  ],
};

const SERVICES: Record<Lng, Array<{ title: string; summary: string; vehicle: Vehicle }>> = {
  tr: [
    {
      title: "Hava Kargo",
      summary: "Acil ve değerli gönderiler için dünyanın 200'den fazla havalimanına hızlı taşıma.",
      vehicle: "plane",
    },
    {
      title: "Deniz Yolu Taşımacılığı",
      summary: "Parsiyel (LCL) ve komple konteyner (FCL) taşımalarında ekonomik çözümler.",
      vehicle: "ship",
    },
    {
      title: "Karayolu Taşımacılığı",
      summary: "Avrupa, Orta Doğu ve Türki cumhuriyetlere tam ve parsiyel tır seferleri.",
      vehicle: "truck",
    },
    {
      title: "Gümrük Müşavirliği",
      summary: "İthalat ve ihracat beyannameleri, GTİP tespiti ve belge takibi.",
      vehicle: "customs",
    },
    {
      title: "Depolama ve Dağıtım",
      summary: "Gebze ve Mersin depolarımızda stok yönetimi ve son kilometre dağıtım.",
      vehicle: "warehouse",
    },
    {
      title: "Ekspres Kargo",
      summary: "Doküman ve küçük paketler için kapıdan kapıya ekspres teslimat.",
      vehicle: "box",
    },
  ],
  en: [
    {
      title: "Air Freight",
      summary: "Fast carriage to more than 200 airports for urgent and valuable shipments.",
      vehicle: "plane",
    },
    { title: "Sea Freight", summary: "Economical LCL and FCL solutions from Turkish ports.", vehicle: "ship" },
    {
      title: "Road Freight",
      summary: "Full and part truckloads to Europe, the Middle East and Central Asia.",
      vehicle: "truck",
    },
    {
      title: "Customs Brokerage",
      summary: "Import and export declarations, HS code classification and paperwork.",
      vehicle: "customs",
    },
    {
      title: "Warehousing & Distribution",
      summary: "Stock management and last-mile delivery from our Gebze and Mersin warehouses.",
      vehicle: "warehouse",
    },
    {
      title: "Express Courier",
      summary: "Door-to-door express delivery for documents and small parcels.",
      vehicle: "box",
    },
  ],
};

const BLOGS: Record<Lng, Array<{ title: string; excerpt: string; tags: string; vehicle: Vehicle; draft?: boolean }>> = {
  tr: [
    {
      title: "Mersin Limanı'ndan haftalık yeni sefer",
      excerpt: "Kuzey Avrupa hattında her cuma düzenli konteyner çıkışı başladı.",
      tags: "deniz yolu, duyuru",
      vehicle: "ship",
    },
    {
      title: "İhracatta doğru GTİP seçimi neden önemli?",
      excerpt: "Yanlış tarife kodu, gecikme ve ek maliyet demektir. Dikkat edilmesi gerekenler.",
      tags: "gümrük, rehber",
      vehicle: "customs",
    },
    {
      title: "Tehlikeli madde taşımacılığında ADR kuralları",
      excerpt: "Karayolunda tehlikeli yük taşırken bilinmesi gereken temel kurallar.",
      tags: "karayolu, güvenlik",
      vehicle: "truck",
    },
    {
      title: "Hava kargoda hacimsel ağırlık nasıl hesaplanır?",
      excerpt: "Ücretlendirmede gerçek ağırlık mı hacim mi esas alınır? Örneklerle anlattık.",
      tags: "hava kargo, rehber",
      vehicle: "plane",
    },
    {
      title: "Yeni Bursa şubemiz hizmette",
      excerpt: "Nilüfer OSB'deki şubemizle Bursa'daki sanayicilere daha yakınız.",
      tags: "duyuru",
      vehicle: "warehouse",
      draft: true,
    },
  ],
  en: [
    {
      title: "New weekly sailing from Mersin",
      excerpt: "Regular container departures to Northern Europe every Friday.",
      tags: "sea freight, news",
      vehicle: "ship",
    },
    {
      title: "Why the right HS code matters for exports",
      excerpt: "A wrong tariff code means delays and extra cost. What to look out for.",
      tags: "customs, guide",
      vehicle: "customs",
    },
    {
      title: "ADR rules for dangerous goods by road",
      excerpt: "The basics to know before moving dangerous goods by truck.",
      tags: "road freight, safety",
      vehicle: "truck",
    },
    {
      title: "How chargeable weight works in air freight",
      excerpt: "Actual weight or volume: which one sets the price? Explained with examples.",
      tags: "air freight, guide",
      vehicle: "plane",
    },
    {
      title: "Our new Bursa branch is open",
      excerpt: "Closer to manufacturers in Bursa with our branch in the Nilüfer industrial zone.",
      tags: "news",
      vehicle: "warehouse",
      draft: true,
    },
  ],
};

const REFERENCES = [
  "Anadolu Tekstil",
  "Ege Zeytin",
  "Marmara Makine",
  "Karadeniz Fındık",
  "Boğaziçi Elektronik",
  "Kapadokya Seramik",
  "Toros Otomotiv",
  "Trakya Mobilya",
];

const TEAM: Array<{ name: string; tr: string; en: string }> = [
  { name: "Serkan Aydemir", tr: "Genel Müdür", en: "General Manager" },
  { name: "Nilüfer Karaca", tr: "Operasyon Müdürü", en: "Head of Operations" },
  { name: "Okan Tunç", tr: "Gümrük Müşaviri", en: "Customs Broker" },
  { name: "Derya Baysal", tr: "Müşteri İlişkileri Yöneticisi", en: "Customer Relations Manager" },
  { name: "Tolga Erdem", tr: "Deniz Yolu Satış Uzmanı", en: "Sea Freight Sales Specialist" },
];

const MENUS: Record<
  Lng,
  {
    header: Array<[string, string | null, string | null, Array<[string, string | null, string | null]>?]>;
    footer: Array<[string, string | null, string | null]>;
  }
> = {
  tr: {
    header: [
      ["Ana Sayfa", "/", null],
      [
        "Kurumsal",
        "/kurumsal",
        null,
        [
          ["Hakkımızda", null, "about"],
          ["Ekibimiz", "/ekibimiz", null],
          ["Referanslar", "/referanslar", null],
        ],
      ],
      ["Hizmetler", "/hizmetler", null],
      ["Kargo Takip", "/kargo-takip", null],
      ["Blog", "/blog", null],
      ["İletişim", null, "contact"],
    ],
    footer: [
      ["KVKK Aydınlatma Metni", null, "privacy"],
      ["Taşıma Koşulları", null, "terms"],
      ["Şubelerimiz", "/subeler", null],
      ["Kariyer", null, "careers"],
    ],
  },
  en: {
    header: [
      ["Home", "/", null],
      [
        "Company",
        "/company",
        null,
        [
          ["About us", null, "about"],
          ["Our team", "/team", null],
          ["References", "/references", null],
        ],
      ],
      ["Services", "/services", null],
      ["Tracking", "/tracking", null],
      ["Blog", "/blog", null],
      ["Contact", null, "contact"],
    ],
    footer: [
      ["Privacy notice", null, "privacy"],
      ["Terms of carriage", null, "terms"],
      ["Our branches", "/branches", null],
    ],
  },
};

function serviceBody(summary: string, lng: Lng) {
  return lng === "tr"
    ? `<p>${summary}</p><h3>Neler sunuyoruz?</h3><ul><li>Kapıdan kapıya planlama</li><li>Sigorta ve gümrük desteği</li><li>Gönderinizi adım adım takip</li></ul>`
    : `<p>${summary}</p><h3>What you get</h3><ul><li>Door-to-door planning</li><li>Insurance and customs support</li><li>Step-by-step tracking</li></ul>`;
}

function blogBody(excerpt: string, lng: Lng) {
  return lng === "tr"
    ? `<p><strong>${excerpt}</strong></p><p>Ayrıntılı bilgi ve fiyat teklifi için müşteri temsilcinizle iletişime geçebilir ya da panelden navlun hesaplaması yapabilirsiniz.</p>`
    : `<p><strong>${excerpt}</strong></p><p>For details and a price offer, contact your customer representative or calculate your freight in the panel.</p>`;
}

export const seedContent: Seeder = async ({ db, now, foundation }) => {
  const by = foundation.admin;
  const at = (daysAgo: number, hour = 9) =>
    new Date(now.getTime() - daysAgo * 86_400_000 + (hour - 12) * 3_600_000).toISOString();
  const audit = (days: number) => ({
    created_at: at(days + 3),
    updated_at: at(days),
    updated_by: by,
    deleted_at: null,
  });

  for (const [lng, banners] of Object.entries(BANNERS)) {
    for (const [i, b] of banners.entries()) {
      const image = await saveSvg(`banner-${lng}-${i}`, sceneSvg(1600, 600, PALETTES[i % PALETTES.length], b.vehicle));
      await db
        .insertInto("banners")
        .values({
          ...audit(30 - i * 5),
          locale: lng,
          title: b.title,
          subtitle: b.subtitle,
          button_title: b.button,
          button_link: b.link,
          image,
          sort_order: i,
          is_active: b.active === false ? 0 : 1,
        })
        .execute();
    }
  }

  const pageIds: Record<Lng, Record<string, number>> = { tr: {}, en: {} };
  for (const lng of ["tr", "en"] as const) {
    for (const [i, p] of PAGES[lng].entries()) {
      const row = await db
        .insertInto("pages")
        .values({
          ...audit(90 - i * 7),
          locale: lng,
          title: p.title,
          slug: slugify(p.title, lng),
          body: p.body,
          is_published: p.published === false ? 0 : 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      pageIds[lng][p.key] = row.id;
    }

    const insertMenu = async (
      location: "header" | "footer",
      title: string,
      link: string | null,
      page: string | null,
      order: number,
      parentId: number | null,
    ) =>
      (
        await db
          .insertInto("menus")
          .values({
            ...audit(60),
            locale: lng,
            location,
            parent_id: parentId,
            title,
            link,
            page_id: page ? pageIds[lng][page] : null,
            sort_order: order,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    for (const [i, [title, link, page, children]] of MENUS[lng].header.entries()) {
      const id = await insertMenu("header", title, link, page, i, null);
      for (const [j, [childTitle, childLink, childPage]] of (children ?? []).entries())
        await insertMenu("header", childTitle, childLink, childPage, j, id);
    }
    for (const [i, [title, link, page]] of MENUS[lng].footer.entries())
      await insertMenu("footer", title, link, page, i, null);

    for (const [i, s] of SERVICES[lng].entries()) {
      const image = await saveSvg(`service-${lng}-${i}`, sceneSvg(1200, 750, PALETTES[i % PALETTES.length], s.vehicle));
      await db
        .insertInto("services")
        .values({
          ...audit(120 - i),
          locale: lng,
          title: s.title,
          slug: slugify(s.title, lng),
          summary: s.summary,
          body: serviceBody(s.summary, lng),
          image,
          sort_order: i,
        })
        .execute();
    }

    for (const [i, b] of BLOGS[lng].entries()) {
      const image = await saveSvg(
        `blog-${lng}-${i}`,
        sceneSvg(1200, 630, PALETTES[(i + 2) % PALETTES.length], b.vehicle),
      );
      await db
        .insertInto("blogs")
        .values({
          ...audit(i * 9 + 2),
          locale: lng,
          title: b.title,
          slug: slugify(b.title, lng),
          excerpt: b.excerpt,
          body: blogBody(b.excerpt, lng),
          image,
          tags: b.tags,
          status: b.draft ? "draft" : "published",
          published_at: b.draft ? null : at(i * 9 + 2, 10),
        })
        .execute();
    }

    for (const [i, m] of TEAM.entries()) {
      const photo = await saveSvg(`team-${lng}-${i}`, avatarSvg(m.name, PALETTES[i % PALETTES.length]));
      await db
        .insertInto("teams")
        .values({ ...audit(200), locale: lng, name: m.name, title: m[lng], photo, sort_order: i })
        .execute();
    }
  }

  for (const [i, name] of REFERENCES.entries()) {
    const image = await saveSvg(`reference-${i}`, logoSvg(name, PALETTES[i % PALETTES.length]));
    await db
      .insertInto("company_references")
      .values({
        ...audit(300 - i * 10),
        locale: null,
        name,
        image,
        link: `https://www.${slugify(name)}.example`,
        sort_order: i,
      })
      .execute();
  }
};
