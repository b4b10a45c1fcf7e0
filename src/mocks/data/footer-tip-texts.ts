import { TEXT_LANGUAGES, type TextLanguage } from './notice-texts';

/**
 * The footer tips' texts in every language a site offers, as the real API answers them in the
 * language the app asks for (shell §7). `{}` in the content is where the link goes; `link` is its
 * text, which the tip's `text_link` key must match (src/shell/ui/safe-html.ts makes it a link).
 */
export interface TipText {
  title: string;
  content: string;
  link: string;
  ok: string;
  cancel?: string;
}

interface FooterTipTexts {
  /** A visitor from a blocked country (compliance §2.1). */
  restricted: TipText;
  /** The UK site's financial-promotion warning. */
  promotion: TipText;
}

export const FOOTER_TIP_TEXTS: Readonly<Record<TextLanguage, FooterTipTexts>> = {
  en: {
    restricted: {
      title: 'Restricted location',
      content: 'Our services are not available in your region. Read the {}.',
      link: 'terms',
      ok: 'I Acknowledge',
      cancel: 'Not now',
    },
    promotion: {
      title: 'Financial promotion',
      content: 'Cryptoasset investing is high risk. See {} before you invest.',
      link: 'risk',
      ok: 'I understand',
    },
  },
  zh: {
    restricted: {
      title: '受限地区',
      content: '我们的服务在您所在的地区不可用。请阅读{}。',
      link: '用户协议',
      ok: '我已知晓',
      cancel: '暂不',
    },
    promotion: { title: '金融推广', content: '加密资产投资风险很高。投资前请阅读{}。', link: '风险披露', ok: '我明白' },
  },
  'zh-tw': {
    restricted: {
      title: '受限地區',
      content: '我們的服務在您所在的地區無法使用。請閱讀{}。',
      link: '使用者協議',
      ok: '我已知悉',
      cancel: '暫不',
    },
    promotion: { title: '金融推廣', content: '加密資產投資風險很高。投資前請閱讀{}。', link: '風險揭露', ok: '我明白' },
  },
  tr: {
    restricted: {
      title: 'Kısıtlı konum',
      content: 'Hizmetlerimiz bölgenizde kullanılamıyor. {} metnini okuyun.',
      link: 'Kullanıcı Sözleşmesi',
      ok: 'Anladım',
      cancel: 'Şimdi değil',
    },
    promotion: {
      title: 'Finansal tanıtım',
      content: 'Kripto varlık yatırımı yüksek risk taşır. Yatırım yapmadan önce {} metnine bakın.',
      link: 'risk açıklaması',
      ok: 'Anladım',
    },
  },
  ar: {
    restricted: { title: 'موقع مقيّد', content: 'خدماتنا غير متاحة في منطقتك. اقرأ {}.', link: 'الشروط', ok: 'أُقرّ بذلك', cancel: 'ليس الآن' },
    promotion: {
      title: 'ترويج مالي',
      content: 'الاستثمار في الأصول المشفرة عالي المخاطر. اطّلع على {} قبل أن تستثمر.',
      link: 'إفصاح المخاطر',
      ok: 'أفهم ذلك',
    },
  },
  ja: {
    restricted: {
      title: '制限された地域',
      content: 'お住まいの地域では当社のサービスをご利用いただけません。{}をお読みください。',
      link: '利用規約',
      ok: '了解しました',
      cancel: '後で',
    },
    promotion: {
      title: '金融プロモーション',
      content: '暗号資産への投資は高リスクです。投資する前に{}をご確認ください。',
      link: 'リスク開示',
      ok: '理解しました',
    },
  },
  kr: {
    restricted: {
      title: '제한 지역',
      content: '귀하의 지역에서는 서비스를 이용할 수 없습니다. {}을 읽어 주세요.',
      link: '이용약관',
      ok: '확인했습니다',
      cancel: '나중에',
    },
    promotion: {
      title: '금융 프로모션',
      content: '암호자산 투자는 위험이 높습니다. 투자 전에 {}를 확인하세요.',
      link: '위험 고지',
      ok: '이해했습니다',
    },
  },
  'pt-br': {
    restricted: {
      title: 'Local restrito',
      content: 'Nossos serviços não estão disponíveis na sua região. Leia os {}.',
      link: 'termos',
      ok: 'Estou ciente',
      cancel: 'Agora não',
    },
    promotion: {
      title: 'Promoção financeira',
      content: 'Investir em criptoativos é de alto risco. Veja a {} antes de investir.',
      link: 'divulgação de riscos',
      ok: 'Entendi',
    },
  },
  pt: {
    restricted: {
      title: 'Localização restrita',
      content: 'Os nossos serviços não estão disponíveis na sua região. Leia os {}.',
      link: 'termos',
      ok: 'Tomei conhecimento',
      cancel: 'Agora não',
    },
    promotion: {
      title: 'Promoção financeira',
      content: 'Investir em criptoativos é de alto risco. Consulte a {} antes de investir.',
      link: 'divulgação de riscos',
      ok: 'Compreendo',
    },
  },
  es: {
    restricted: {
      title: 'Ubicación restringida',
      content: 'Nuestros servicios no están disponibles en su región. Lea los {}.',
      link: 'términos',
      ok: 'Entendido',
      cancel: 'Ahora no',
    },
    promotion: {
      title: 'Promoción financiera',
      content: 'Invertir en criptoactivos es de alto riesgo. Consulte la {} antes de invertir.',
      link: 'divulgación de riesgos',
      ok: 'Entiendo',
    },
  },
  ru: {
    restricted: {
      title: 'Ограниченный регион',
      content: 'Наши услуги недоступны в вашем регионе. Ознакомьтесь с {}.',
      link: 'условиями',
      ok: 'Понятно',
      cancel: 'Не сейчас',
    },
    promotion: {
      title: 'Финансовая реклама',
      content: 'Инвестиции в криптоактивы сопряжены с высоким риском. Прежде чем инвестировать, прочтите {}.',
      link: 'раскрытие рисков',
      ok: 'Понимаю',
    },
  },
  vi: {
    restricted: {
      title: 'Khu vực bị hạn chế',
      content: 'Dịch vụ của chúng tôi không khả dụng tại khu vực của bạn. Hãy đọc {}.',
      link: 'điều khoản',
      ok: 'Tôi đã hiểu',
      cancel: 'Để sau',
    },
    promotion: {
      title: 'Quảng bá tài chính',
      content: 'Đầu tư tài sản mã hóa có rủi ro cao. Hãy xem {} trước khi đầu tư.',
      link: 'công bố rủi ro',
      ok: 'Tôi hiểu',
    },
  },
  it: {
    restricted: {
      title: 'Località con restrizioni',
      content: 'I nostri servizi non sono disponibili nella tua regione. Leggi i {}.',
      link: 'termini',
      ok: 'Ho capito',
      cancel: 'Non ora',
    },
    promotion: {
      title: 'Promozione finanziaria',
      content: 'Investire in cripto-attività è ad alto rischio. Consulta {} prima di investire.',
      link: "l'informativa sui rischi",
      ok: 'Ho capito',
    },
  },
  nl: {
    restricted: {
      title: 'Beperkte locatie',
      content: 'Onze diensten zijn niet beschikbaar in uw regio. Lees de {}.',
      link: 'voorwaarden',
      ok: 'Ik begrijp het',
      cancel: 'Niet nu',
    },
    promotion: {
      title: 'Financiële promotie',
      content: 'Beleggen in cryptoactiva brengt een hoog risico met zich mee. Lees de {} voordat u belegt.',
      link: 'risicoverklaring',
      ok: 'Ik begrijp het',
    },
  },
  fr: {
    restricted: {
      title: 'Région restreinte',
      content: 'Nos services ne sont pas disponibles dans votre région. Lisez les {}.',
      link: 'conditions',
      ok: "J'ai compris",
      cancel: 'Plus tard',
    },
    promotion: {
      title: 'Promotion financière',
      content: 'Investir dans des cryptoactifs est très risqué. Consultez la {} avant d’investir.',
      link: 'déclaration des risques',
      ok: 'Je comprends',
    },
  },
  de: {
    restricted: {
      title: 'Eingeschränkter Standort',
      content: 'Unsere Dienste sind in Ihrer Region nicht verfügbar. Lesen Sie die {}.',
      link: 'Nutzungsbedingungen',
      ok: 'Verstanden',
      cancel: 'Nicht jetzt',
    },
    promotion: {
      title: 'Finanzwerbung',
      content: 'Investitionen in Kryptowerte sind mit hohem Risiko verbunden. Lesen Sie vor einer Investition die {}.',
      link: 'Risikohinweise',
      ok: 'Ich verstehe',
    },
  },
};

/** The footer tips' texts in `lang`, English when the backend does not write it. */
export function footerTipTextsIn(lang: string | undefined): FooterTipTexts {
  const key = (lang ?? '').toLowerCase();
  return (TEXT_LANGUAGES as readonly string[]).includes(key) ? FOOTER_TIP_TEXTS[key as TextLanguage] : FOOTER_TIP_TEXTS.en;
}
