/**
 * The embedded backend's texts in every language a site offers (locales/): the announcement and
 * the reminder templates, as the real API answers them in the language the app asks for (shell §7:
 * the app language header). Placeholders in braces are filled from the message's template_args.
 */

export const TEXT_LANGUAGES = [
  'en',
  'zh',
  'zh-tw',
  'tr',
  'ar',
  'ja',
  'kr',
  'pt-br',
  'pt',
  'es',
  'ru',
  'vi',
  'it',
  'nl',
  'fr',
  'de',
] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export type NoticeType = 'notice' | 'system' | 'task_bonus' | 'referral' | 'futures' | 'margin' | 'c2c' | 'options' | 'market' | 'chain';

interface Texts {
  /** The announcement of every site but tr. */
  maintenance: string;
  /** The tr site's announcement. */
  tryPairs: string;
  /** Reminder templates: [title, content]. */
  notices: Record<NoticeType, readonly [string, string]>;
}

export const TEXTS: Readonly<Record<TextLanguage, Texts>> = {
  en: {
    maintenance: 'Scheduled maintenance on 22 November 2026, 02:00–03:00 UTC. Deposits and withdrawals will pause briefly.',
    tryPairs: 'New TRY pairs listed: details in the announcements.',
    notices: {
      notice: ['Platform notice', 'Scheduled maintenance of {market} deposits.'],
      system: ['Security alert', 'New login from {device}.'],
      task_bonus: ['Task completed', 'You earned {amount} USDT in rewards.'],
      referral: ['Referral reward', 'Your friend {nick} signed up.'],
      futures: ['Futures order filled', 'Your {contract} order was filled.'],
      margin: ['Margin call', 'Your {market} margin level is low.'],
      c2c: ['P2P order', 'Order {order} was paid.'],
      options: ['Option exercised', 'Your {contract} option was exercised.'],
      market: ['Price alert', '{market} moved {pct}% in 1 hour.'],
      chain: ['Deposit confirmed', '{amount} {coin} arrived.'],
    },
  },
  zh: {
    maintenance: '计划维护：2026年11月22日 02:00–03:00 UTC。充值和提现将短暂暂停。',
    tryPairs: '新的 TRY 交易对已上线：详情请见公告。',
    notices: {
      notice: ['平台公告', '{market} 充值计划维护。'],
      system: ['安全提醒', '新设备登录：{device}。'],
      task_bonus: ['任务已完成', '您获得了 {amount} USDT 奖励。'],
      referral: ['推荐奖励', '您的好友 {nick} 已注册。'],
      futures: ['合约订单已成交', '您的 {contract} 订单已成交。'],
      margin: ['追加保证金通知', '您的 {market} 保证金水平过低。'],
      c2c: ['P2P 订单', '订单 {order} 已付款。'],
      options: ['期权已行权', '您的 {contract} 期权已行权。'],
      market: ['价格提醒', '{market} 在 1 小时内变动了 {pct}%。'],
      chain: ['充值已到账', '{amount} {coin} 已到账。'],
    },
  },
  'zh-tw': {
    maintenance: '計劃維護：2026年11月22日 02:00–03:00 UTC。儲值和提領將短暫暫停。',
    tryPairs: '新的 TRY 交易對已上線：詳情請見公告。',
    notices: {
      notice: ['平台公告', '{market} 儲值計劃維護。'],
      system: ['安全提醒', '新裝置登入：{device}。'],
      task_bonus: ['任務已完成', '您獲得了 {amount} USDT 獎勵。'],
      referral: ['推薦獎勵', '您的好友 {nick} 已註冊。'],
      futures: ['合約訂單已成交', '您的 {contract} 訂單已成交。'],
      margin: ['追加保證金通知', '您的 {market} 保證金水位過低。'],
      c2c: ['P2P 訂單', '訂單 {order} 已付款。'],
      options: ['選擇權已履約', '您的 {contract} 選擇權已履約。'],
      market: ['價格提醒', '{market} 在 1 小時內變動了 {pct}%。'],
      chain: ['儲值已到帳', '{amount} {coin} 已到帳。'],
    },
  },
  tr: {
    maintenance: '22 Kasım 2026, 02:00–03:00 UTC arasında planlı bakım. Yatırma ve çekme işlemleri kısa süreliğine duraklatılacak.',
    tryPairs: 'Yeni TRY çiftleri listelendi: ayrıntılar duyurularda.',
    notices: {
      notice: ['Platform duyurusu', '{market} yatırmaları için planlı bakım.'],
      system: ['Güvenlik uyarısı', '{device} cihazından yeni giriş.'],
      task_bonus: ['Görev tamamlandı', '{amount} USDT ödül kazandınız.'],
      referral: ['Davet ödülü', 'Arkadaşınız {nick} kaydoldu.'],
      futures: ['Vadeli emir gerçekleşti', '{contract} emriniz gerçekleşti.'],
      margin: ['Teminat çağrısı', '{market} teminat seviyeniz düşük.'],
      c2c: ['P2P emri', '{order} numaralı emir ödendi.'],
      options: ['Opsiyon kullanıldı', '{contract} opsiyonunuz kullanıldı.'],
      market: ['Fiyat uyarısı', '{market} 1 saatte %{pct} hareket etti.'],
      chain: ['Yatırma onaylandı', '{amount} {coin} hesabınıza ulaştı.'],
    },
  },
  ar: {
    maintenance: 'صيانة مجدولة في 22 نوفمبر 2026، من 02:00 إلى 03:00 بالتوقيت العالمي. سيتوقف الإيداع والسحب لفترة وجيزة.',
    tryPairs: 'تم إدراج أزواج TRY جديدة: التفاصيل في الإعلانات.',
    notices: {
      notice: ['إشعار المنصة', 'صيانة مجدولة لإيداعات {market}.'],
      system: ['تنبيه أمني', 'تسجيل دخول جديد من {device}.'],
      task_bonus: ['اكتملت المهمة', 'ربحت {amount} USDT كمكافآت.'],
      referral: ['مكافأة الإحالة', 'سجّل صديقك {nick}.'],
      futures: ['تم تنفيذ أمر العقود الآجلة', 'تم تنفيذ أمرك على {contract}.'],
      margin: ['نداء الهامش', 'مستوى الهامش في {market} منخفض.'],
      c2c: ['طلب P2P', 'تم دفع الطلب {order}.'],
      options: ['تمت ممارسة الخيار', 'تمت ممارسة خيارك {contract}.'],
      market: ['تنبيه السعر', 'تحرك {market} بنسبة {pct}% خلال ساعة واحدة.'],
      chain: ['تم تأكيد الإيداع', 'وصل {amount} {coin}.'],
    },
  },
  ja: {
    maintenance: '2026年11月22日 02:00〜03:00 UTCに定期メンテナンスを実施します。入出金は一時的に停止します。',
    tryPairs: '新しいTRYペアを上場しました。詳細はお知らせをご覧ください。',
    notices: {
      notice: ['プラットフォームのお知らせ', '{market}の入金に関する定期メンテナンス。'],
      system: ['セキュリティ警告', '{device}から新しいログインがありました。'],
      task_bonus: ['タスク完了', '{amount} USDTの報酬を獲得しました。'],
      referral: ['紹介報酬', 'お友達の{nick}さんが登録しました。'],
      futures: ['先物注文が約定しました', '{contract}の注文が約定しました。'],
      margin: ['マージンコール', '{market}の証拠金維持率が低下しています。'],
      c2c: ['P2P注文', '注文{order}の支払いが完了しました。'],
      options: ['オプションが行使されました', '{contract}のオプションが行使されました。'],
      market: ['価格アラート', '{market}が1時間で{pct}%変動しました。'],
      chain: ['入金確認済み', '{amount} {coin}が着金しました。'],
    },
  },
  kr: {
    maintenance: '2026년 11월 22일 02:00–03:00 UTC에 정기 점검이 진행됩니다. 입출금이 잠시 중단됩니다.',
    tryPairs: '새로운 TRY 거래쌍이 상장되었습니다: 자세한 내용은 공지사항을 확인하세요.',
    notices: {
      notice: ['플랫폼 공지', '{market} 입금 정기 점검 안내.'],
      system: ['보안 알림', '{device}에서 새로운 로그인이 있습니다.'],
      task_bonus: ['과제 완료', '{amount} USDT 보상을 받았습니다.'],
      referral: ['추천 보상', '친구 {nick}님이 가입했습니다.'],
      futures: ['선물 주문 체결', '{contract} 주문이 체결되었습니다.'],
      margin: ['마진 콜', '{market} 마진 수준이 낮습니다.'],
      c2c: ['P2P 주문', '주문 {order}이(가) 결제되었습니다.'],
      options: ['옵션 행사 완료', '{contract} 옵션이 행사되었습니다.'],
      market: ['가격 알림', '{market}이(가) 1시간 동안 {pct}% 변동했습니다.'],
      chain: ['입금 확인', '{amount} {coin}이(가) 입금되었습니다.'],
    },
  },
  'pt-br': {
    maintenance:
      'Manutenção programada em 22 de novembro de 2026, das 02:00 às 03:00 UTC. Depósitos e saques ficarão pausados por alguns instantes.',
    tryPairs: 'Novos pares com TRY listados: detalhes nos anúncios.',
    notices: {
      notice: ['Aviso da plataforma', 'Manutenção programada dos depósitos de {market}.'],
      system: ['Alerta de segurança', 'Novo login a partir de {device}.'],
      task_bonus: ['Tarefa concluída', 'Você ganhou {amount} USDT em recompensas.'],
      referral: ['Recompensa de indicação', 'Seu amigo {nick} se cadastrou.'],
      futures: ['Ordem de futuros executada', 'Sua ordem de {contract} foi executada.'],
      margin: ['Chamada de margem', 'Seu nível de margem em {market} está baixo.'],
      c2c: ['Pedido P2P', 'O pedido {order} foi pago.'],
      options: ['Opção exercida', 'Sua opção {contract} foi exercida.'],
      market: ['Alerta de preço', '{market} variou {pct}% em 1 hora.'],
      chain: ['Depósito confirmado', '{amount} {coin} chegou.'],
    },
  },
  pt: {
    maintenance:
      'Manutenção programada a 22 de novembro de 2026, entre as 02:00 e as 03:00 UTC. Os depósitos e levantamentos serão interrompidos por breves instantes.',
    tryPairs: 'Novos pares com TRY listados: consulte os anúncios.',
    notices: {
      notice: ['Aviso da plataforma', 'Manutenção programada dos depósitos de {market}.'],
      system: ['Alerta de segurança', 'Novo início de sessão a partir de {device}.'],
      task_bonus: ['Tarefa concluída', 'Ganhou {amount} USDT em recompensas.'],
      referral: ['Recompensa de referência', 'O seu amigo {nick} registou-se.'],
      futures: ['Ordem de futuros executada', 'A sua ordem de {contract} foi executada.'],
      margin: ['Chamada de margem', 'O seu nível de margem em {market} está baixo.'],
      c2c: ['Ordem P2P', 'A ordem {order} foi paga.'],
      options: ['Opção exercida', 'A sua opção {contract} foi exercida.'],
      market: ['Alerta de preço', '{market} variou {pct}% numa hora.'],
      chain: ['Depósito confirmado', 'Chegaram {amount} {coin}.'],
    },
  },
  es: {
    maintenance:
      'Mantenimiento programado el 22 de noviembre de 2026, de 02:00 a 03:00 UTC. Los depósitos y retiros se pausarán brevemente.',
    tryPairs: 'Nuevos pares con TRY listados: detalles en los anuncios.',
    notices: {
      notice: ['Aviso de la plataforma', 'Mantenimiento programado de los depósitos de {market}.'],
      system: ['Alerta de seguridad', 'Nuevo inicio de sesión desde {device}.'],
      task_bonus: ['Tarea completada', 'Has ganado {amount} USDT en recompensas.'],
      referral: ['Recompensa por referido', 'Tu amigo {nick} se ha registrado.'],
      futures: ['Orden de futuros ejecutada', 'Tu orden de {contract} se ha ejecutado.'],
      margin: ['Llamada de margen', 'Tu nivel de margen en {market} es bajo.'],
      c2c: ['Orden P2P', 'La orden {order} se ha pagado.'],
      options: ['Opción ejercida', 'Tu opción {contract} se ha ejercido.'],
      market: ['Alerta de precio', '{market} se movió un {pct}% en 1 hora.'],
      chain: ['Depósito confirmado', 'Han llegado {amount} {coin}.'],
    },
  },
  ru: {
    maintenance: 'Плановые технические работы 22 ноября 2026 г., 02:00–03:00 UTC. Пополнения и выводы будут ненадолго приостановлены.',
    tryPairs: 'Добавлены новые пары с TRY: подробности в объявлениях.',
    notices: {
      notice: ['Уведомление платформы', 'Плановые работы с пополнениями {market}.'],
      system: ['Предупреждение безопасности', 'Новый вход с устройства {device}.'],
      task_bonus: ['Задание выполнено', 'Вы получили {amount} USDT в виде вознаграждения.'],
      referral: ['Реферальное вознаграждение', 'Ваш друг {nick} зарегистрировался.'],
      futures: ['Фьючерсный ордер исполнен', 'Ваш ордер {contract} исполнен.'],
      margin: ['Маржин-колл', 'Уровень маржи по {market} низкий.'],
      c2c: ['P2P-ордер', 'Ордер {order} оплачен.'],
      options: ['Опцион исполнен', 'Ваш опцион {contract} исполнен.'],
      market: ['Ценовое оповещение', '{market} изменился на {pct}% за 1 час.'],
      chain: ['Пополнение подтверждено', 'Поступило {amount} {coin}.'],
    },
  },
  vi: {
    maintenance: 'Bảo trì theo lịch vào ngày 22 tháng 11 năm 2026, từ 02:00 đến 03:00 UTC. Nạp và rút tiền sẽ tạm dừng trong giây lát.',
    tryPairs: 'Đã niêm yết các cặp TRY mới: xem chi tiết trong thông báo.',
    notices: {
      notice: ['Thông báo nền tảng', 'Bảo trì theo lịch đối với nạp {market}.'],
      system: ['Cảnh báo bảo mật', 'Đăng nhập mới từ {device}.'],
      task_bonus: ['Hoàn thành nhiệm vụ', 'Bạn đã nhận {amount} USDT tiền thưởng.'],
      referral: ['Thưởng giới thiệu', 'Bạn của bạn {nick} đã đăng ký.'],
      futures: ['Lệnh hợp đồng tương lai đã khớp', 'Lệnh {contract} của bạn đã khớp.'],
      margin: ['Cảnh báo ký quỹ', 'Mức ký quỹ {market} của bạn đang thấp.'],
      c2c: ['Lệnh P2P', 'Lệnh {order} đã được thanh toán.'],
      options: ['Quyền chọn đã thực hiện', 'Quyền chọn {contract} của bạn đã được thực hiện.'],
      market: ['Cảnh báo giá', '{market} biến động {pct}% trong 1 giờ.'],
      chain: ['Đã xác nhận nạp tiền', '{amount} {coin} đã về tài khoản.'],
    },
  },
  it: {
    maintenance:
      'Manutenzione programmata il 22 novembre 2026, dalle 02:00 alle 03:00 UTC. Depositi e prelievi saranno sospesi per breve tempo.',
    tryPairs: 'Nuove coppie in TRY quotate: dettagli negli annunci.',
    notices: {
      notice: ['Avviso della piattaforma', 'Manutenzione programmata dei depositi di {market}.'],
      system: ['Avviso di sicurezza', 'Nuovo accesso da {device}.'],
      task_bonus: ['Attività completata', 'Hai guadagnato {amount} USDT in premi.'],
      referral: ['Premio per invito', 'Il tuo amico {nick} si è registrato.'],
      futures: ['Ordine futures eseguito', 'Il tuo ordine {contract} è stato eseguito.'],
      margin: ['Richiesta di margine', 'Il tuo livello di margine su {market} è basso.'],
      c2c: ['Ordine P2P', "L'ordine {order} è stato pagato."],
      options: ['Opzione esercitata', 'La tua opzione {contract} è stata esercitata.'],
      market: ['Avviso di prezzo', '{market} si è mosso del {pct}% in 1 ora.'],
      chain: ['Deposito confermato', 'Sono arrivati {amount} {coin}.'],
    },
  },
  nl: {
    maintenance: 'Gepland onderhoud op 22 november 2026, 02:00–03:00 UTC. Stortingen en opnames worden kort gepauzeerd.',
    tryPairs: 'Nieuwe TRY-paren genoteerd: details in de aankondigingen.',
    notices: {
      notice: ['Platformmelding', 'Gepland onderhoud van {market}-stortingen.'],
      system: ['Beveiligingswaarschuwing', 'Nieuwe aanmelding vanaf {device}.'],
      task_bonus: ['Taak voltooid', 'Je hebt {amount} USDT aan beloningen verdiend.'],
      referral: ['Verwijzingsbeloning', 'Je vriend {nick} heeft zich aangemeld.'],
      futures: ['Futuresorder uitgevoerd', 'Je {contract}-order is uitgevoerd.'],
      margin: ['Margeverzoek', 'Je margeniveau voor {market} is laag.'],
      c2c: ['P2P-order', 'Order {order} is betaald.'],
      options: ['Optie uitgeoefend', 'Je {contract}-optie is uitgeoefend.'],
      market: ['Prijsmelding', '{market} bewoog {pct}% in 1 uur.'],
      chain: ['Storting bevestigd', '{amount} {coin} is aangekomen.'],
    },
  },
  fr: {
    maintenance: 'Maintenance programmée le 22 novembre 2026, de 02:00 à 03:00 UTC. Les dépôts et retraits seront brièvement suspendus.',
    tryPairs: 'Nouvelles paires en TRY listées : détails dans les annonces.',
    notices: {
      notice: ['Avis de la plateforme', 'Maintenance programmée des dépôts de {market}.'],
      system: ['Alerte de sécurité', 'Nouvelle connexion depuis {device}.'],
      task_bonus: ['Tâche terminée', 'Vous avez gagné {amount} USDT de récompenses.'],
      referral: ['Récompense de parrainage', 'Votre ami {nick} s’est inscrit.'],
      futures: ['Ordre de contrats à terme exécuté', 'Votre ordre {contract} a été exécuté.'],
      margin: ['Appel de marge', 'Votre niveau de marge sur {market} est bas.'],
      c2c: ['Ordre P2P', 'L’ordre {order} a été payé.'],
      options: ['Option exercée', 'Votre option {contract} a été exercée.'],
      market: ['Alerte de prix', '{market} a varié de {pct} % en 1 heure.'],
      chain: ['Dépôt confirmé', '{amount} {coin} sont arrivés.'],
    },
  },
  de: {
    maintenance: 'Geplante Wartung am 22. November 2026, 02:00–03:00 UTC. Ein- und Auszahlungen werden kurzzeitig pausiert.',
    tryPairs: 'Neue TRY-Paare gelistet: Details in den Ankündigungen.',
    notices: {
      notice: ['Plattformhinweis', 'Geplante Wartung der {market}-Einzahlungen.'],
      system: ['Sicherheitswarnung', 'Neue Anmeldung von {device}.'],
      task_bonus: ['Aufgabe erledigt', 'Sie haben {amount} USDT an Prämien erhalten.'],
      referral: ['Empfehlungsprämie', 'Ihr Freund {nick} hat sich registriert.'],
      futures: ['Futures-Order ausgeführt', 'Ihre {contract}-Order wurde ausgeführt.'],
      margin: ['Nachschussforderung', 'Ihr Margin-Level für {market} ist niedrig.'],
      c2c: ['P2P-Auftrag', 'Auftrag {order} wurde bezahlt.'],
      options: ['Option ausgeübt', 'Ihre {contract}-Option wurde ausgeübt.'],
      market: ['Preisalarm', '{market} hat sich in 1 Stunde um {pct} % bewegt.'],
      chain: ['Einzahlung bestätigt', '{amount} {coin} sind eingegangen.'],
    },
  },
};

/** The texts in `lang`; English for a language the backend does not write. */
export function textsIn(lang: string | undefined): Texts {
  const key = (lang ?? '').toLowerCase();
  return (TEXT_LANGUAGES as readonly string[]).includes(key) ? TEXTS[key as TextLanguage] : TEXTS.en;
}
