import type { SeedArticle } from './types';

/** Money category: budgeting, saving, debt and investing basics. General information only. */
export const moneyArticles: SeedArticle[] = [
  {
    key: 'build-your-first-emergency-fund',
    category: 'money',
    author: 'daniel-ortiz',
    read_time: 7,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-01-05T08:00:00.000Z',
    views: 28400,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      {
        rating: '4.5/5',
        price_range: 'Free',
        cta: { link: 'https://www.example.com/harborline-savings', company_name: 'Harborline Savings' },
      },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'build-your-first-emergency-fund',
        title: 'Build Your First Emergency Fund, One Paycheck at a Time',
        excerpt:
          "A cash cushion turns a broken boiler or a surprise bill into an inconvenience instead of a crisis. Here is how to build one steadily, even on a tight budget.",
        tips: [
          {
            title: 'Aim for one month of essentials first',
            description:
              'Add up rent, utilities, groceries, transport and minimum debt payments to find your bare-bones monthly cost. Make that single month your first milestone, then work toward three to six months once it is funded.',
            tip: 'A small goal you actually reach beats a big one that makes you quit in February.',
          },
          {
            title: 'Keep it in a separate savings account',
            description:
              'Money sitting in your everyday account tends to get spent without you noticing. A separate, easy-access savings account paying a competitive rate keeps the fund visible, protected and slightly out of reach.',
            tip: 'Choose an account with no withdrawal fees, because you may need the money at short notice.',
            cta_text: 'Compare savings accounts',
            affiliate_note: 'We may earn a commission if you open an account through this link.',
          },
          {
            title: 'Automate a transfer on payday',
            description:
              "Schedule a standing transfer for the day your salary lands, so saving happens before spending does. Start with an amount you won't miss, even 5% of your take-home pay, and raise it whenever your income goes up.",
            tip: 'Treat the transfer like a bill you owe your future self.',
          },
          {
            title: 'Send windfalls straight to the fund',
            description:
              'Tax refunds, work bonuses, cash gifts and money from selling unused items can speed things up dramatically. Decide in advance to move at least half of any unexpected money into the fund the day it arrives.',
            tip: 'Windfalls that sit in your current account for a week rarely survive the week.',
          },
          {
            title: 'Fund it by cutting one recurring cost',
            description:
              'Look for a single monthly expense you can drop or downgrade, such as an unused gym membership or a pricey phone plan. Redirect exactly that amount to savings so the new habit costs you nothing extra.',
            tip: 'Redirecting an existing expense feels painless because your budget never notices the change.',
          },
          {
            title: 'Decide now what counts as an emergency',
            description:
              'Write a short list: job loss, urgent medical bills, car repairs, an essential appliance breaking down. Holidays, sales and gifts do not qualify, and having the rule in writing makes it easier to say no in the moment.',
            tip: 'If you do dip into the fund, make refilling it your next financial priority.',
          },
        ],
      },
      es: {
        slug: 'crea-tu-primer-fondo-de-emergencia',
        title: 'Tu primer fondo de emergencia, nómina a nómina',
        excerpt:
          'Un colchón de ahorro convierte una avería o una factura inesperada en un contratiempo, no en una crisis. Te contamos cómo construirlo poco a poco, incluso con un presupuesto ajustado.',
        tips: [
          {
            title: 'Empieza por cubrir un mes de gastos básicos',
            description:
              'Suma alquiler, suministros, comida, transporte y pagos mínimos de deudas para saber cuánto necesitas al mes para lo imprescindible. Ese mes es tu primera meta; cuando lo tengas, ve a por tres o seis.',
            tip: 'Una meta pequeña que cumples vale más que una enorme que abandonas en febrero.',
          },
          {
            title: 'Guárdalo en una cuenta aparte',
            description:
              'El dinero que se queda en la cuenta del día a día acaba gastándose sin que te des cuenta. Una cuenta de ahorro separada, con disponibilidad inmediata y buena remuneración, mantiene el fondo a la vista y a salvo de compras impulsivas.',
            tip: 'Elige una cuenta sin comisiones por retirada, porque quizá necesites el dinero de un día para otro.',
            cta_text: 'Comparar cuentas de ahorro',
            affiliate_note: 'Podemos recibir una comisión si abres una cuenta a través de este enlace.',
          },
          {
            title: 'Programa una transferencia el día de cobro',
            description:
              'Configura una transferencia periódica para el mismo día en que cobras: así ahorras antes de gastar. Empieza con una cantidad que no vayas a echar de menos, aunque sea un 5 % de tu sueldo neto, y súbela cada vez que ganes más.',
            tip: 'Trata esa transferencia como un recibo más: el que le pagas a tu yo del futuro.',
          },
          {
            title: 'Destina los ingresos extra al fondo',
            description:
              'La devolución de Hacienda, una paga extra, un regalo en efectivo o lo que saques vendiendo cosas que no usas aceleran mucho el proceso. Decide de antemano que al menos la mitad de cualquier ingreso inesperado irá al fondo el mismo día que llegue.',
            tip: 'El dinero extra que pasa una semana en la cuenta corriente rara vez sobrevive a esa semana.',
          },
          {
            title: 'Alimenta el fondo recortando un gasto fijo',
            description:
              'Busca un gasto mensual que puedas eliminar o rebajar, como un gimnasio al que no vas o una tarifa de móvil demasiado cara. Transfiere exactamente esa cantidad al ahorro y el nuevo hábito no te costará nada extra.',
            tip: 'Reaprovechar un gasto que ya existía apenas se nota, porque tu presupuesto sigue igual.',
          },
          {
            title: 'Define ya qué es una emergencia',
            description:
              'Haz una lista corta: perder el trabajo, un gasto médico urgente, una reparación del coche o un electrodoméstico imprescindible que se estropea. Las vacaciones, las rebajas y los regalos no cuentan, y tenerlo por escrito te ayuda a decir que no en el momento.',
            tip: 'Si tienes que tirar del fondo, que reponerlo sea tu siguiente prioridad.',
          },
        ],
      },
      ar: {
        slug: 'كيف-تبني-أول-صندوق-طوارئ',
        title: 'صندوق الطوارئ الأول: ابنِه من راتب إلى راتب',
        excerpt:
          'وجود مبلغ احتياطي يحوّل عطلًا مفاجئًا في السيارة أو فاتورة غير متوقعة إلى إزعاج عابر بدلًا من أزمة. إليك طريقة عملية لبنائه تدريجيًا، حتى لو كانت ميزانيتك محدودة.',
        tips: [
          {
            title: 'ابدأ بتغطية شهر واحد من النفقات الأساسية',
            description:
              'اجمع الإيجار والفواتير والطعام والمواصلات والحد الأدنى لأقساط الديون لتعرف تكلفة شهر واحد من الضروريات. اجعل هذا الشهر هدفك الأول، وبعد تحقيقه انتقل إلى ثلاثة أشهر ثم ستة.',
            tip: 'هدف صغير تحققه فعلًا خير من هدف كبير تتخلى عنه بعد أسابيع.',
          },
          {
            title: 'احتفظ به في حساب ادخار منفصل',
            description:
              'المال الذي يبقى في حسابك الجاري يُنفق غالبًا دون أن تشعر. أما حساب الادخار المنفصل الذي يتيح السحب السريع ويقدّم عائدًا جيدًا، فيُبقي الصندوق واضحًا أمامك وبعيدًا عن المشتريات العفوية.',
            tip: 'اختر حسابًا بلا رسوم على السحب، فقد تحتاج إلى المال في أي لحظة.',
            cta_text: 'قارن حسابات الادخار',
            affiliate_note: 'قد نحصل على عمولة إذا فتحت حسابًا عبر هذا الرابط.',
          },
          {
            title: 'حوّل المبلغ تلقائيًا يوم استلام الراتب',
            description:
              'اضبط تحويلًا دوريًا في اليوم نفسه الذي يصل فيه راتبك، حتى يسبق الادخارُ الإنفاق. ابدأ بمبلغ لن تفتقده، ولو كان 5% من صافي دخلك، ثم ارفعه كلما زاد دخلك.',
            tip: 'تعامل مع هذا التحويل كأنه فاتورة مستحقة لنفسك في المستقبل.',
          },
          {
            title: 'وجّه أي دخل إضافي إلى الصندوق',
            description:
              'المكافآت السنوية والهدايا النقدية والمبالغ المستردة وثمن الأغراض التي تبيعها تسرّع الوصول إلى هدفك كثيرًا. قرّر مسبقًا أن يذهب نصف أي مبلغ غير متوقع على الأقل إلى الصندوق في يوم وصوله.',
            tip: 'المال الإضافي الذي يبقى أسبوعًا في حسابك الجاري نادرًا ما ينجو من ذلك الأسبوع.',
          },
          {
            title: 'موّله بإلغاء مصروف شهري واحد',
            description:
              'ابحث عن مصروف متكرر يمكنك إلغاؤه أو تخفيضه، مثل اشتراك نادٍ رياضي لا تزوره أو باقة هاتف مبالغ في سعرها. حوّل المبلغ نفسه إلى الادخار، فلا تشعر بأي عبء جديد.',
            tip: 'إعادة توجيه مصروف قائم أسهل بكثير من اقتطاع مبلغ جديد من ميزانيتك.',
          },
          {
            title: 'حدّد من الآن ما يُعدّ حالة طارئة',
            description:
              'اكتب قائمة قصيرة تشمل فقدان العمل، والعلاج الطبي العاجل، وإصلاح السيارة، وتعطّل جهاز منزلي ضروري. أما السفر والتخفيضات والهدايا فليست طوارئ، ووجود القاعدة مكتوبةً يسهّل عليك الرفض في لحظة الإغراء.',
            tip: 'إذا اضطررت إلى السحب من الصندوق، فاجعل إعادة ملئه أولويتك المالية التالية.',
          },
        ],
      },
      fr: {
        slug: 'constituer-sa-premiere-epargne-de-precaution',
        title: "Constituer son épargne de précaution, un salaire après l'autre",
        excerpt:
          "Un matelas de sécurité transforme une chaudière en panne ou une facture imprévue en simple contrariété plutôt qu'en crise. Voici comment le bâtir pas à pas, même avec un budget serré.",
        tips: [
          {
            title: "Visez d'abord un mois de dépenses essentielles",
            description:
              'Additionnez loyer, charges, courses, transports et mensualités minimales de crédit pour connaître votre budget incompressible. Ce premier mois est votre première étape ; une fois atteint, visez trois à six mois.',
            tip: "Mieux vaut un petit objectif atteint qu'un grand objectif abandonné dès février.",
          },
          {
            title: 'Placez-la sur un compte séparé',
            description:
              "L'argent qui dort sur le compte courant finit souvent par filer sans qu'on s'en aperçoive. Un livret distinct, disponible à tout moment et correctement rémunéré, garde votre épargne visible et à l'abri des achats impulsifs.",
            tip: "Choisissez un support sans frais de retrait : vous pourriez avoir besoin de l'argent du jour au lendemain.",
            cta_text: 'Comparer les comptes épargne',
            affiliate_note: 'Nous pouvons percevoir une commission si vous ouvrez un compte via ce lien.',
          },
          {
            title: 'Programmez un virement le jour de la paie',
            description:
              'Mettez en place un virement permanent le jour où votre salaire tombe : vous épargnez avant de dépenser. Commencez par une somme indolore, même 5 % de votre salaire net, puis augmentez-la à chaque hausse de revenus.',
            tip: 'Considérez ce virement comme une facture à régler à votre futur vous.',
          },
          {
            title: 'Affectez les rentrées exceptionnelles à votre réserve',
            description:
              "Prime, remboursement d'impôts, argent offert ou revente d'objets inutilisés : ces rentrées accélèrent nettement les choses. Décidez à l'avance d'en verser au moins la moitié sur votre épargne le jour même.",
            tip: 'Une prime qui traîne une semaine sur le compte courant survit rarement à cette semaine.',
          },
          {
            title: 'Financez-la en supprimant une dépense récurrente',
            description:
              "Repérez une dépense mensuelle à supprimer ou à revoir à la baisse, comme un abonnement à la salle de sport inutilisé ou un forfait mobile trop cher. Virez exactement ce montant sur votre épargne : l'habitude ne vous coûte rien de plus.",
            tip: 'Réaffecter une dépense existante passe inaperçu, car votre budget ne bouge pas.',
          },
          {
            title: "Définissez dès maintenant ce qu'est une urgence",
            description:
              "Dressez une courte liste : perte d'emploi, soins médicaux urgents, réparation de voiture, appareil indispensable en panne. Les vacances, les soldes et les cadeaux n'en font pas partie, et une règle écrite aide à dire non sur le moment.",
            tip: 'Si vous puisez dans votre réserve, faites de sa reconstitution votre prochaine priorité.',
          },
        ],
      },
      zh: {
        slug: '从零建立应急基金',
        title: '一份工资一份工资地攒出你的第一笔应急基金',
        excerpt:
          '手头有一笔备用金，热水器坏了或突然来了一张账单，也只是小麻烦而不是大危机。即使预算紧张，也可以按下面的方法一步步攒起来。',
        tips: [
          {
            title: '先攒够一个月的基本开销',
            description:
              '把房租、水电燃气、伙食、交通和债务最低还款加起来，算出每月最基本的生活成本。先把一个月的金额当作第一个目标，达成后再逐步攒到三到六个月。',
            tip: '一个真正能完成的小目标，胜过一个让你二月就放弃的大目标。',
          },
          {
            title: '单独开一个储蓄账户',
            description:
              '放在日常账户里的钱，往往不知不觉就花掉了。开一个可以随时支取、利率有竞争力的独立储蓄账户，既能让这笔钱一目了然，又能与冲动消费隔开。',
            tip: '选择取款不收手续费的账户，因为急用时可能当天就要动用这笔钱。',
            cta_text: '比较储蓄账户',
            affiliate_note: '如果你通过此链接开户，我们可能会获得佣金。',
          },
          {
            title: '发薪日自动转账',
            description:
              '把定期转账设在工资到账的当天，让存钱走在花钱前面。先从不会让你心疼的金额开始，哪怕只是到手收入的5%，每次加薪时再往上调。',
            tip: '把这笔转账当成一张必须按时支付给未来自己的账单。',
          },
          {
            title: '意外之财直接存进基金',
            description:
              '退税、年终奖、红包和卖闲置物品的收入，都能大大加快进度。提前定下规矩：任何意外收入到账当天，至少一半转入应急基金。',
            tip: '在活期账户里放了一周的意外之财，很少能撑过那一周。',
          },
          {
            title: '砍掉一项固定支出来供养基金',
            description:
              '找出一项可以取消或降级的月度支出，比如很少去的健身房会员或偏贵的手机套餐。把省下的这笔钱原封不动地转进储蓄，养成习惯却不增加新的负担。',
            tip: '挪用已有的支出几乎没有痛感，因为你的预算总额并没有变化。',
          },
          {
            title: '提前想清楚什么才算紧急情况',
            description:
              '列一张简短清单：失业、紧急就医、修车、必需的家电坏了。旅行、促销和送礼都不算，把规则写下来，关键时刻更容易拒绝自己。',
            tip: '如果动用了应急基金，下一个理财优先事项就是把它补回来。',
          },
        ],
      },
    },
  },
  {
    key: 'cut-subscription-creep',
    category: 'money',
    author: 'james-okafor',
    read_time: 5,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-02-12T09:30:00.000Z',
    views: 17250,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$10-$25/month' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
    ],
    translations: {
      en: {
        slug: 'cut-subscription-creep',
        title: 'Stop Subscription Creep Before It Eats Your Budget',
        excerpt:
          'Streaming, apps, cloud storage and delivery memberships add up quietly. A one-hour audit and a few new habits can claw back a surprising amount every month.',
        tips: [
          {
            title: 'Audit three months of statements',
            description:
              'Go through your bank and card statements line by line and highlight every recurring charge, including app-store billing and annual renewals. Most people find at least one subscription they had completely forgotten about.',
            tip: 'Search your inbox for “receipt” and “renewal” to catch charges billed to an old card.',
          },
          {
            title: 'Apply the 30-day rule',
            description:
              "If you haven't used a service in the past month, cancel it today; you can always sign up again later. Most services keep your profile and preferences, so rejoining takes a minute if you genuinely miss it.",
            tip: 'Cancelling is reversible; paying for something you ignore is simply lost money.',
          },
          {
            title: 'Rotate streaming services instead of stacking them',
            description:
              'Rather than paying for four platforms at once, keep one or two and switch every few months to binge a specific series. Cancel as soon as you finish, before the next billing date.',
            tip: 'Keep a watchlist per service so each month of access is planned, not accidental.',
          },
          {
            title: 'Tame free trials',
            description:
              'When you start a free trial, set a calendar reminder two days before it converts to paid. Where possible, cancel right after signing up; many services let you keep access until the trial ends.',
            tip: 'A virtual or prepaid card with a low limit stops surprise renewals from ever going through.',
          },
          {
            title: 'Negotiate or switch to annual billing',
            description:
              'For services you truly use, an annual plan often costs noticeably less than paying monthly. For broadband, phone and software, starting the cancellation process frequently unlocks a cheaper retention offer.',
            tip: 'Only choose annual billing for something you have used steadily for at least six months.',
          },
        ],
      },
      es: {
        slug: 'como-frenar-el-exceso-de-suscripciones',
        title: 'Que las suscripciones no se coman tu presupuesto',
        excerpt:
          'Plataformas de streaming, apps, almacenamiento en la nube y cuotas de envío gratis se acumulan sin hacer ruido. Una revisión de una hora y un par de hábitos nuevos pueden ahorrarte cada mes más de lo que imaginas.',
        tips: [
          {
            title: 'Revisa tres meses de extractos',
            description:
              'Repasa línea a línea los movimientos del banco y de la tarjeta y marca cada cargo recurrente, incluidos los de las tiendas de aplicaciones y las renovaciones anuales. Casi todo el mundo encuentra al menos una suscripción que había olvidado por completo.',
            tip: 'Busca «recibo» y «renovación» en tu correo para dar con cargos asociados a una tarjeta antigua.',
          },
          {
            title: 'Aplica la regla de los 30 días',
            description:
              'Si no has usado un servicio en el último mes, cancélalo hoy: siempre puedes volver a darte de alta. La mayoría conserva tu perfil y tus preferencias, así que volver lleva un minuto si de verdad lo echas de menos.',
            tip: 'Darse de baja tiene vuelta atrás; pagar por algo que no usas es dinero perdido.',
          },
          {
            title: 'Alterna las plataformas de streaming',
            description:
              'En lugar de pagar cuatro plataformas a la vez, quédate con una o dos y cambia cada pocos meses para ver una serie concreta. Cancela en cuanto la termines, antes de la siguiente fecha de cobro.',
            tip: 'Haz una lista de pendientes por plataforma para que cada mes de suscripción sea una decisión, no un descuido.',
          },
          {
            title: 'Controla las pruebas gratuitas',
            description:
              'Cuando empieces una prueba gratuita, pon un recordatorio dos días antes de que pase a ser de pago. Si el servicio lo permite, cancela nada más registrarte: muchos mantienen el acceso hasta que termina el periodo de prueba.',
            tip: 'Una tarjeta virtual o prepago con poco saldo evita que se cuele una renovación sorpresa.',
          },
          {
            title: 'Negocia o pásate al pago anual',
            description:
              'En los servicios que de verdad usas, el plan anual suele salir bastante más barato que pagar mes a mes. Con la fibra, el móvil o el software, iniciar la baja a menudo desbloquea una oferta de retención más económica.',
            tip: 'Elige el pago anual solo para lo que llevas al menos seis meses usando con regularidad.',
          },
        ],
      },
      ar: {
        slug: 'كيف-توقف-تراكم-الاشتراكات',
        title: 'أوقف تراكم الاشتراكات قبل أن يلتهم ميزانيتك',
        excerpt:
          'منصات البث والتطبيقات والتخزين السحابي وعضويات التوصيل تتراكم بصمت شهرًا بعد شهر. مراجعة لمدة ساعة وبضع عادات جديدة قد توفّر لك مبلغًا يفاجئك.',
        tips: [
          {
            title: 'راجع كشوف حسابك لثلاثة أشهر',
            description:
              'مرّ على كشوف البنك والبطاقة سطرًا سطرًا، وضع علامة على كل رسم متكرر، بما في ذلك مشتريات متاجر التطبيقات والتجديدات السنوية. يكتشف معظم الناس اشتراكًا واحدًا على الأقل نسوه تمامًا.',
            tip: 'ابحث في بريدك الإلكتروني عن كلمتَي «إيصال» و«تجديد» لتكتشف رسومًا مرتبطة ببطاقة قديمة.',
          },
          {
            title: 'طبّق قاعدة الثلاثين يومًا',
            description:
              'إذا لم تستخدم خدمة ما خلال الشهر الماضي، فألغِها اليوم، إذ يمكنك الاشتراك مجددًا متى شئت. معظم الخدمات تحتفظ بحسابك وتفضيلاتك، فالعودة لا تستغرق سوى دقيقة إن افتقدتها فعلًا.',
            tip: 'الإلغاء قرار يمكن التراجع عنه، أما الدفع مقابل ما لا تستخدمه فخسارة صافية.',
          },
          {
            title: 'بدّل بين منصات البث بدل تكديسها',
            description:
              'بدلًا من الدفع لأربع منصات في آن واحد، احتفظ بواحدة أو اثنتين وبدّل كل بضعة أشهر لمشاهدة مسلسل بعينه. ألغِ الاشتراك فور انتهائك منه وقبل موعد الفاتورة التالية.',
            tip: 'أعدّ قائمة مشاهدة لكل منصة، حتى يكون كل شهر اشتراك قرارًا مدروسًا لا مجرد سهو.',
          },
          {
            title: 'سيطر على الفترات التجريبية المجانية',
            description:
              'عند بدء أي تجربة مجانية، ضع تذكيرًا في التقويم قبل يومين من تحوّلها إلى اشتراك مدفوع. وإن أمكن، ألغِ فور التسجيل، فكثير من الخدمات تُبقي الوصول متاحًا حتى نهاية الفترة التجريبية.',
            tip: 'البطاقة الافتراضية أو مسبقة الدفع ذات الرصيد المحدود تمنع أي تجديد مفاجئ من المرور.',
          },
          {
            title: 'فاوض أو انتقل إلى الدفع السنوي',
            description:
              'في الخدمات التي تستخدمها فعلًا، غالبًا ما تكون الخطة السنوية أرخص بوضوح من الدفع الشهري. أما الإنترنت والهاتف والبرامج، فبدء إجراءات الإلغاء كثيرًا ما يفتح لك عرضًا أرخص للبقاء.',
            tip: 'لا تختر الدفع السنوي إلا لخدمة استخدمتها بانتظام ستة أشهر على الأقل.',
          },
        ],
      },
      fr: {
        slug: 'reduire-ses-abonnements-inutiles',
        title: "Abonnements : reprenez la main avant qu'ils ne grignotent votre budget",
        excerpt:
          "Plateformes de streaming, applis, stockage en ligne, livraison illimitée : les abonnements s'additionnent en silence. Une heure de tri et quelques réflexes suffisent souvent à récupérer une jolie somme chaque mois.",
        tips: [
          {
            title: 'Épluchez trois mois de relevés',
            description:
              "Passez vos relevés bancaires ligne par ligne et surlignez chaque prélèvement récurrent, y compris les achats via les magasins d'applis et les renouvellements annuels. La plupart des gens découvrent au moins un abonnement complètement oublié.",
            tip: 'Cherchez « reçu » et « renouvellement » dans votre boîte mail pour débusquer les prélèvements liés à une vieille carte.',
          },
          {
            title: 'Appliquez la règle des 30 jours',
            description:
              "Si vous n'avez pas utilisé un service depuis un mois, résiliez-le aujourd'hui : vous pourrez toujours vous réabonner. La plupart conservent votre profil et vos préférences, et revenir prend une minute si le service vous manque vraiment.",
            tip: "Une résiliation se rattrape ; payer pour un service ignoré, c'est de l'argent perdu.",
          },
          {
            title: 'Faites tourner vos plateformes de streaming',
            description:
              'Plutôt que de payer quatre plateformes en même temps, gardez-en une ou deux et changez tous les deux ou trois mois pour regarder une série précise. Résiliez dès la fin de la saison, avant la prochaine échéance.',
            tip: "Tenez une liste « à voir » par plateforme : chaque mois d'abonnement devient un choix, pas un oubli.",
          },
          {
            title: "Gardez l'œil sur les essais gratuits",
            description:
              "Dès que vous lancez un essai gratuit, programmez un rappel deux jours avant le passage à la version payante. Quand c'est possible, résiliez juste après l'inscription : beaucoup de services laissent l'accès ouvert jusqu'à la fin de l'essai.",
            tip: 'Une carte virtuelle ou prépayée à faible plafond bloque net les renouvellements surprises.',
          },
          {
            title: "Négociez ou passez à l'abonnement annuel",
            description:
              'Pour les services que vous utilisez vraiment, la formule annuelle revient souvent nettement moins cher que le paiement mensuel. Côté box internet, forfait mobile ou logiciels, lancer une résiliation débloque fréquemment une offre de fidélisation plus avantageuse.',
            tip: "Ne passez à l'annuel que pour un service utilisé régulièrement depuis au moins six mois.",
          },
        ],
      },
      zh: {
        slug: '清理自动续费订阅',
        title: '别让订阅悄悄吃掉你的预算',
        excerpt:
          '视频会员、App、云存储、外卖会员，一项项悄无声息地叠加起来。花一小时清点一遍，再养成几个新习惯，每个月能省下的钱可能超乎想象。',
        tips: [
          {
            title: '翻一翻近三个月的账单',
            description:
              '逐行查看银行卡和信用卡账单，把每一笔周期性扣费都标出来，包括应用商店扣款和按年续费的项目。大多数人都会发现至少一个早已忘记的订阅。',
            tip: '在邮箱里搜索“收据”和“续费”，可以揪出绑定在旧卡上的扣款。',
          },
          {
            title: '执行“30天法则”',
            description:
              '过去一个月没用过的服务，今天就退订，以后需要随时可以重新开通。大多数平台都会保留你的账号和偏好，真想回来也只要一分钟。',
            tip: '退订随时可以反悔，为不用的东西付费却是实打实的损失。',
          },
          {
            title: '视频会员轮流开',
            description:
              '与其同时开四个平台的会员，不如只留一两个，每隔几个月换一家，专门追某部剧。看完立刻取消，赶在下一个扣费日之前。',
            tip: '给每个平台列好片单，让每个月的会员都是有计划的选择，而不是忘了取消。',
          },
          {
            title: '管好免费试用',
            description:
              '开通免费试用时，在日历上设一个提醒，定在转为付费前两天。如果平台允许，注册后立刻关闭自动续费，很多服务仍会保留权限直到试用期结束。',
            tip: '用一张额度很低的虚拟卡或预付卡绑定试用，意外续费根本扣不成功。',
          },
          {
            title: '谈个优惠，或改为按年付费',
            description:
              '真正常用的服务，年付往往比月付便宜不少。宽带、手机套餐和软件，只要提出销户，经常就能拿到更便宜的挽留优惠。',
            tip: '只有连续使用至少六个月的服务，才值得改成年付。',
          },
        ],
      },
    },
  },
  {
    key: 'grocery-budget-that-lasts-the-month',
    category: 'money',
    author: 'amira-haddad',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-03-09T07:45:00.000Z',
    views: 9400,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4/5', price_range: '$$' },
    ],
    translations: {
      en: {
        slug: 'grocery-budget-that-lasts-the-month',
        title: 'A Grocery Budget That Actually Lasts the Month',
        excerpt:
          'Food is one of the few big expenses you can adjust week by week. These habits help you spend less at the checkout without living on plain rice.',
        tips: [
          {
            title: 'Set a weekly number, not a monthly one',
            description:
              'Divide what you spent on groceries over the last two months by the number of weeks to get a realistic baseline. Trim it by about 10% and track it weekly, because a monthly budget is easy to blow in the first fortnight.',
            tip: 'Paying for groceries from a dedicated card or cash envelope makes the weekly limit impossible to ignore.',
          },
          {
            title: 'Plan meals around what you already have',
            description:
              'Before writing a shopping list, check your fridge, freezer and cupboards, then build two or three meals around whatever needs using up. This single step cuts both food waste and the number of items you buy.',
            tip: 'Keep a “use first” shelf in the fridge for anything close to its date, and look there before cooking.',
          },
          {
            title: 'Shop with a list, and never hungry',
            description:
              'A written list organised by aisle keeps you walking past the displays designed to tempt you. Shopping after a meal sounds trivial, but it reliably stops impulse snacks from landing in the trolley.',
            tip: "If it isn't on the list, it goes on next week's list instead of into the basket.",
          },
          {
            title: 'Compare unit prices, not pack prices',
            description:
              'The shelf label usually shows the price per kilo or per litre, which is the only fair comparison between sizes and brands. Bigger packs are often cheaper per unit, but not always, especially during promotions.',
            tip: 'A bulk deal is only a bargain if you will finish it before it goes off.',
          },
          {
            title: 'Switch to store brands for staples',
            description:
              "For basics like flour, rice, tinned tomatoes, pasta and cleaning products, supermarket own brands are often similar in quality for noticeably less. Try one swap a week and keep the ones your household doesn't notice.",
            tip: 'Start with ingredients that get cooked or mixed, where brand differences are hardest to taste.',
          },
          {
            title: 'Cook once, eat twice',
            description:
              'Double your recipe for soups, stews or sauces and freeze portions for busy evenings. A homemade meal ready to reheat is the best defence against expensive takeaways on tired nights.',
            tip: 'Label every container with the dish and the date so nothing gets lost at the back of the freezer.',
          },
        ],
      },
      es: {
        slug: 'presupuesto-de-supermercado-para-todo-el-mes',
        title: 'Un presupuesto para la compra que aguante todo el mes',
        excerpt:
          'La comida es uno de los pocos gastos grandes que puedes ajustar semana a semana. Con estos hábitos gastarás menos en caja sin tener que vivir a base de arroz blanco.',
        tips: [
          {
            title: 'Fija una cifra semanal, no mensual',
            description:
              'Divide lo que gastaste en el súper los dos últimos meses entre el número de semanas para tener una referencia realista. Recórtala un 10 % y contrólala cada semana: un presupuesto mensual se funde con facilidad en la primera quincena.',
            tip: 'Pagar la compra con una tarjeta o un sobre dedicado hace imposible ignorar el límite semanal.',
          },
          {
            title: 'Planifica los menús con lo que ya tienes',
            description:
              'Antes de hacer la lista, revisa la nevera, el congelador y la despensa, y piensa dos o tres comidas para aprovechar lo que hay que gastar. Ese simple paso reduce el desperdicio y el número de productos que compras.',
            tip: 'Reserva una balda de la nevera para lo que caduca antes y mírala siempre primero.',
          },
          {
            title: 'Compra con lista y nunca con hambre',
            description:
              'Una lista escrita y ordenada por pasillos te ayuda a pasar de largo ante los expositores pensados para tentarte. Ir después de comer parece una tontería, pero evita que acaben en el carro caprichos que no necesitabas.',
            tip: 'Si no está en la lista, apúntalo para la semana que viene en lugar de echarlo al carro.',
          },
          {
            title: 'Compara el precio por kilo, no por envase',
            description:
              'La etiqueta del lineal suele indicar el precio por kilo o por litro, y es la única comparación justa entre tamaños y marcas. El formato grande suele salir más barato por unidad, pero no siempre, sobre todo cuando hay ofertas.',
            tip: 'Un 3x2 solo es una ganga si te lo vas a terminar antes de que caduque.',
          },
          {
            title: 'Pásate a la marca blanca en lo básico',
            description:
              'En harina, arroz, tomate triturado, pasta o productos de limpieza, la marca del supermercado suele ofrecer una calidad parecida por bastante menos. Prueba un cambio por semana y quédate con los que en casa ni notan.',
            tip: 'Empieza por ingredientes que se cocinan o se mezclan, donde las diferencias se notan menos.',
          },
          {
            title: 'Cocina una vez, come dos',
            description:
              'Duplica las cantidades de sopas, guisos o salsas y congela raciones para los días con prisa. Tener un plato casero listo es la mejor defensa contra la comida a domicilio en las noches de cansancio.',
            tip: 'Etiqueta cada táper con el plato y la fecha para que nada se pierda al fondo del congelador.',
          },
        ],
      },
      ar: {
        slug: 'ميزانية-البقالة-الشهرية',
        title: 'ميزانية للبقالة تصمد حتى آخر الشهر',
        excerpt:
          'الطعام من النفقات الكبيرة القليلة التي يمكنك تعديلها أسبوعًا بأسبوع. هذه العادات تساعدك على إنفاق أقل عند الصندوق دون أن تعيش على الأرز الأبيض وحده.',
        tips: [
          {
            title: 'حدّد رقمًا أسبوعيًا لا شهريًا',
            description:
              'اقسم ما أنفقته على البقالة خلال الشهرين الماضيين على عدد الأسابيع لتحصل على رقم واقعي. اخفضه بنحو 10% وتابعه أسبوعيًا، فالميزانية الشهرية يسهل استنزافها في أول أسبوعين.',
            tip: 'الدفع للبقالة من بطاقة أو ظرف نقدي مخصص يجعل تجاهل الحد الأسبوعي مستحيلًا.',
          },
          {
            title: 'خطّط الوجبات بناءً على ما لديك',
            description:
              'قبل كتابة قائمة التسوق، افحص الثلاجة والفريزر والخزائن، وخطّط لوجبتين أو ثلاث تستهلك ما يوشك أن ينتهي. هذه الخطوة وحدها تقلل الهدر وعدد الأصناف التي تشتريها.',
            tip: 'خصّص رفًا في الثلاجة لكل ما يقترب تاريخ انتهائه، وابدأ به دائمًا.',
          },
          {
            title: 'تسوّق بقائمة، ولا تتسوّق جائعًا أبدًا',
            description:
              'القائمة المكتوبة المرتبة حسب الممرات تساعدك على تجاوز العروض المصممة لإغرائك. قد يبدو التسوق بعد الأكل تفصيلًا بسيطًا، لكنه يقلل فعلًا الوجبات الخفيفة التي تنتهي في العربة دون حاجة.',
            tip: 'ما ليس في القائمة يُكتب في قائمة الأسبوع المقبل، لا في عربة اليوم.',
          },
          {
            title: 'قارن سعر الكيلو لا سعر العبوة',
            description:
              'غالبًا ما يُظهر ملصق الرف السعر لكل كيلوغرام أو لتر، وهذه هي المقارنة العادلة الوحيدة بين الأحجام والعلامات التجارية. العبوات الكبيرة أرخص عادةً للوحدة، لكن ليس دائمًا، خاصةً أثناء العروض.',
            tip: 'عرض الكميات الكبيرة لا يكون صفقة رابحة إلا إذا استهلكته قبل أن يفسد.',
          },
          {
            title: 'اختر علامة المتجر للأساسيات',
            description:
              'في الطحين والأرز والطماطم المعلبة والمعكرونة ومواد التنظيف، كثيرًا ما تأتي منتجات علامة المتجر بجودة مقاربة وسعر أقل بوضوح. جرّب تبديل صنف واحد كل أسبوع، واحتفظ بما لا يلاحظ أهل البيت فرقه.',
            tip: 'ابدأ بالمكونات التي تُطهى أو تُخلط، فهناك يصعب تمييز الفرق بين العلامات.',
          },
          {
            title: 'اطبخ مرة وكُل مرتين',
            description:
              'ضاعف كمية الشوربات واليخنات والصلصات، وجمّد حصصًا للأيام المزدحمة. وجود وجبة منزلية جاهزة هو أفضل دفاع ضد طلبات التوصيل المكلفة في ليالي التعب.',
            tip: 'اكتب على كل علبة اسم الطبق والتاريخ حتى لا يضيع شيء في عمق الفريزر.',
          },
        ],
      },
      fr: {
        slug: 'budget-courses-qui-tient-tout-le-mois',
        title: "Un budget courses qui tient vraiment jusqu'à la fin du mois",
        excerpt:
          "L'alimentation est l'une des rares grosses dépenses que l'on peut ajuster d'une semaine à l'autre. Voici quelques réflexes pour payer moins en caisse sans vous nourrir de riz nature.",
        tips: [
          {
            title: 'Fixez un montant par semaine, pas par mois',
            description:
              'Divisez vos dépenses de courses des deux derniers mois par le nombre de semaines pour obtenir une base réaliste. Retirez-en environ 10 % et suivez ce montant chaque semaine : un budget mensuel explose trop facilement dès la première quinzaine.',
            tip: 'Régler les courses avec une carte ou une enveloppe dédiée rend le plafond hebdomadaire impossible à ignorer.',
          },
          {
            title: 'Construisez vos menus avec ce que vous avez déjà',
            description:
              "Avant d'écrire la liste, inspectez frigo, congélateur et placards, puis imaginez deux ou trois repas autour de ce qui doit être consommé. Cette seule étape réduit le gaspillage et le nombre d'articles achetés.",
            tip: 'Réservez une étagère du frigo aux produits « à finir en premier » et commencez toujours par elle.',
          },
          {
            title: 'Une liste en poche, et le ventre plein',
            description:
              "Une liste écrite, classée par rayon, vous aide à passer devant les têtes de gondole sans vous arrêter. Faire les courses après un repas paraît anodin, mais cela limite nettement les grignotages qui atterrissent dans le caddie.",
            tip: "Ce qui n'est pas sur la liste part sur celle de la semaine prochaine, pas dans le panier.",
          },
          {
            title: 'Comparez le prix au kilo, pas le prix affiché',
            description:
              "L'étiquette en rayon indique le prix au kilo ou au litre : c'est la seule comparaison honnête entre formats et marques. Le grand format est souvent moins cher à l'unité, mais pas toujours, surtout en période de promotions.",
            tip: "Un lot promotionnel n'est une affaire que si vous le finissez avant qu'il ne se périme.",
          },
          {
            title: 'Passez aux marques distributeur pour les basiques',
            description:
              "Farine, riz, tomates concassées, pâtes ou produits ménagers : les marques de l'enseigne offrent souvent une qualité proche pour nettement moins cher. Testez un changement par semaine et gardez ceux que personne ne remarque à la maison.",
            tip: "Commencez par les ingrédients cuisinés ou mélangés, où l'écart entre marques se sent le moins.",
          },
          {
            title: 'Cuisinez une fois, mangez deux fois',
            description:
              'Doublez les quantités de soupes, plats mijotés ou sauces et congelez des portions pour les soirs pressés. Un plat maison prêt à réchauffer est la meilleure parade contre les livraisons coûteuses les soirs de fatigue.',
            tip: 'Notez le nom du plat et la date sur chaque boîte pour que rien ne se perde au fond du congélateur.',
          },
        ],
      },
      zh: {
        slug: '撑满一个月的买菜预算',
        title: '撑得住一整个月的买菜预算',
        excerpt:
          '吃饭是少数可以按周调整的大额开支。掌握这几个习惯，结账时花得更少，也不必天天白饭配咸菜。',
        tips: [
          {
            title: '按周定预算，而不是按月',
            description:
              '把过去两个月的买菜支出除以周数，得出一个现实的基准。在此基础上削减一成左右，每周跟踪一次，因为月度预算往往前两周就花超了。',
            tip: '用一张专门的卡或一个现金信封付买菜钱，每周的上限就很难被忽视。',
          },
          {
            title: '先看家里有什么，再定菜单',
            description:
              '写购物清单之前，先检查冰箱、冷冻室和橱柜，围绕需要尽快吃掉的食材安排两三顿饭。单这一步，就能同时减少浪费和购买的件数。',
            tip: '在冰箱里留出一层“优先吃完”专区，临期食物都放在那里，做饭前先看一眼。',
          },
          {
            title: '带着清单去，别饿着肚子去',
            description:
              '按货架区域整理好的书面清单，能帮你绕过那些专门用来诱惑你的促销堆头。吃饱了再去超市听起来微不足道，却实实在在能减少随手拿进购物车的零食。',
            tip: '不在清单上的东西，写进下周的清单，而不是放进今天的购物车。',
          },
          {
            title: '比单价，不比包装价',
            description:
              '货架标签上通常会标出每公斤或每升的价格，这才是不同规格和品牌之间唯一公平的比较。大包装单价往往更低，但并非总是如此，促销期间尤其要留意。',
            tip: '囤货优惠只有在过期前能吃完，才算真正划算。',
          },
          {
            title: '基础食材换成超市自有品牌',
            description:
              '面粉、大米、番茄罐头、意面和清洁用品，超市自有品牌的品质往往相差无几，价格却低不少。每周试换一样，家人吃不出差别的就固定下来。',
            tip: '先从需要烹饪或混合的食材换起，这类东西最难尝出品牌差异。',
          },
          {
            title: '做一次，吃两顿',
            description:
              '煲汤、炖菜或做酱时把分量加倍，分装冷冻，留给忙碌的晚上。家里随时有现成的饭菜，是抵挡疲惫夜晚高价外卖的最好办法。',
            tip: '每个饭盒都标上菜名和日期，免得被遗忘在冷冻室深处。',
          },
        ],
      },
    },
  },
  {
    key: 'negotiate-your-rent-at-renewal',
    category: 'money',
    author: 'daniel-ortiz',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-04-15T10:00:00.000Z',
    views: 3120,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'negotiate-your-rent-at-renewal',
        title: 'How to Negotiate Your Rent at Renewal Time',
        excerpt:
          'A lease renewal is one of the few moments when a landlord has a real incentive to keep you happy. Go in prepared and you may be able to hold off or soften an increase.',
        tips: [
          {
            title: 'Research comparable listings',
            description:
              'Collect five to ten current listings for similar homes nearby, noting size, condition and asking rent. If comparable places cost the same or less, you have a factual, friendly basis for your request.',
            tip: 'Screenshot the listings, because they often disappear before your conversation happens.',
          },
          {
            title: 'Start the conversation early',
            description:
              'Contact your landlord two to three months before the lease ends, ideally before a renewal offer is sent. Once a new figure is in writing, people are far less willing to move away from it.',
            tip: 'An early, polite email signals that you are organised and intend to stay, which is exactly what landlords want to hear.',
          },
          {
            title: 'Lead with your record as a tenant',
            description:
              'Remind the landlord that you pay on time, look after the property and rarely cause problems. Replacing a reliable tenant means empty weeks, cleaning, advertising and risk, which together can cost more than a modest discount.',
            tip: 'Frame your request around saving them the cost and hassle of a vacancy.',
          },
          {
            title: 'Offer something in return',
            description:
              'A longer lease, flexibility on your move-out date or taking on small upkeep tasks can all be worth real money to a landlord. Trading certainty for a smaller increase is often the easiest yes for them to give.',
            tip: 'Only offer a longer commitment if you are genuinely confident you want to stay.',
          },
          {
            title: 'Negotiate beyond the headline rent',
            description:
              "If the rent itself won't move, ask about a parking space, storage, a new appliance, fresh paint or a waived fee. These extras improve your home without forcing the landlord to lower the official figure.",
            tip: 'Have a second request ready so a first “no” becomes a counter-offer rather than a dead end.',
          },
          {
            title: 'Get the agreement in writing',
            description:
              'Once you reach a deal, confirm the new rent, the term and any extras in the signed lease or a written addendum. Verbal promises are easily forgotten or disputed when ownership or management changes.',
            tip: 'Check your local rules on rent increases and notice periods before you sign anything.',
          },
        ],
      },
      fr: {
        slug: 'negocier-son-loyer-au-renouvellement-du-bail',
        title: 'Renouvellement du bail : comment négocier votre loyer',
        excerpt:
          "Le renouvellement du bail est l'un des rares moments où le propriétaire a vraiment intérêt à vous garder. Bien préparé, vous pouvez éviter ou adoucir une hausse.",
        tips: [
          {
            title: 'Faites le tour des annonces comparables',
            description:
              "Rassemblez cinq à dix annonces actuelles pour des logements similaires dans votre quartier, en notant surface, état et loyer demandé. Si les biens comparables coûtent autant ou moins, vous disposez d'un argument factuel et cordial.",
            tip: "Faites des captures d'écran des annonces : elles disparaissent souvent avant votre rendez-vous.",
          },
          {
            title: 'Prenez les devants',
            description:
              "Contactez votre propriétaire deux à trois mois avant la fin du bail, idéalement avant qu'il ne vous envoie sa proposition. Une fois un chiffre couché sur le papier, on accepte beaucoup moins volontiers d'y revenir.",
            tip: "Un e-mail courtois et anticipé montre que vous êtes organisé et que vous comptez rester : exactement ce qu'un bailleur veut entendre.",
          },
          {
            title: 'Mettez en avant votre dossier de locataire',
            description:
              "Rappelez que vous payez à l'heure, que vous entretenez le logement et que vous sollicitez rarement votre propriétaire. Remplacer un bon locataire, c'est des semaines de vacance, du ménage, des annonces et des risques, souvent plus coûteux qu'un petit geste sur le loyer.",
            tip: "Présentez votre demande comme un moyen de lui épargner le coût et les tracas d'un logement vide.",
          },
          {
            title: 'Proposez une contrepartie',
            description:
              "Un engagement plus long, de la souplesse sur votre date de départ ou la prise en charge de petits travaux d'entretien peuvent avoir une vraie valeur pour un bailleur. Échanger de la visibilité contre une hausse plus modeste est souvent le « oui » le plus facile à obtenir.",
            tip: "Ne proposez un engagement plus long que si vous êtes réellement sûr de vouloir rester.",
          },
          {
            title: 'Négociez au-delà du loyer',
            description:
              "Si le montant du loyer ne bouge pas, demandez une place de parking, une cave, un appareil électroménager neuf, un coup de peinture ou la suppression de certains frais. Ces à-côtés améliorent votre quotidien sans obliger le propriétaire à baisser le chiffre officiel.",
            tip: 'Gardez une seconde demande en réserve : un premier « non » devient alors une contre-proposition, pas une impasse.',
          },
          {
            title: "Mettez l'accord par écrit",
            description:
              "Une fois l'accord trouvé, faites figurer le nouveau loyer, la durée et les éventuels avantages dans le bail signé ou dans un avenant. Les promesses orales s'oublient ou se contestent facilement en cas de changement de propriétaire ou de gestionnaire.",
            tip: "Vérifiez les règles locales d'encadrement des loyers et les délais de préavis avant de signer quoi que ce soit.",
          },
        ],
      },
    },
  },
  {
    key: 'try-a-no-spend-month',
    category: 'money',
    author: 'james-okafor',
    read_time: 5,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-05-04T08:15:00.000Z',
    views: 6780,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'try-a-no-spend-month',
        title: 'Try a No-Spend Month Without Making Yourself Miserable',
        excerpt:
          'A no-spend month is a reset for your habits, not a test of willpower. With clear rules and a plan for the weekends, it can show you where your money really goes.',
        tips: [
          {
            title: 'Write your rules before day one',
            description:
              'List what is still allowed, such as rent, bills, groceries, fuel and medicine, and what is paused, like takeaways, clothes and gadgets. Clear rules spare you a month of daily negotiations with yourself.',
            tip: 'Decide in advance how you will handle birthdays and other commitments you already know about.',
          },
          {
            title: 'Plan free fun for every weekend',
            description:
              'Boredom is where most no-spend months fall apart, so fill weekends with walks, library visits, free museum days, potlucks or a games night. Tell friends early so they can suggest plans that fit.',
            tip: 'Make a list of ten free things you genuinely enjoy and stick it on the fridge.',
          },
          {
            title: 'Keep a 48-hour wish list',
            description:
              'When you want to buy something, write it down with the date and price instead. Most urges fade within two days, and the list becomes a revealing record of what actually tempts you.',
            tip: 'Reread the list at the end of the month; many items will seem surprisingly unimportant.',
          },
          {
            title: 'Remove the easy ways to spend',
            description:
              'Unsubscribe from shop newsletters, delete saved cards from your browser and log out of shopping apps for the month. Every extra step between wanting and buying gives your better judgement time to catch up.',
            tip: 'Move shopping apps off your home screen; out of sight really does mean out of mind.',
          },
          {
            title: 'Move the money you saved on day 31',
            description:
              'Compare your spending with a normal month and transfer the difference to savings or a debt payment straight away. Seeing the result in another account makes the effort feel worthwhile and prevents a rebound splurge.',
            tip: 'Keep one or two habits from the month for good; that is where the lasting savings come from.',
          },
        ],
      },
      es: {
        slug: 'reto-un-mes-sin-gastar',
        title: 'Un mes sin gastos (y sin sufrir en el intento)',
        excerpt:
          'Un mes sin gastar es un reinicio de tus hábitos, no una prueba de fuerza de voluntad. Con reglas claras y planes para el fin de semana, descubrirás adónde se va de verdad tu dinero.',
        tips: [
          {
            title: 'Escribe tus reglas antes de empezar',
            description:
              'Apunta qué sigue permitido, como el alquiler, los recibos, la compra, la gasolina o las medicinas, y qué queda en pausa: comida a domicilio, ropa, caprichos tecnológicos. Con reglas claras te ahorras un mes de negociaciones diarias contigo mismo.',
            tip: 'Decide de antemano qué harás con los cumpleaños y otros compromisos que ya tienes en el calendario.',
          },
          {
            title: 'Planea algo gratis para cada fin de semana',
            description:
              'El aburrimiento es donde naufragan casi todos los retos, así que llena los fines de semana con paseos, visitas a la biblioteca, museos en días de entrada gratuita, cenas en las que cada uno trae un plato o noches de juegos de mesa. Avisa pronto a tus amigos para que propongan planes que encajen.',
            tip: 'Haz una lista de diez cosas gratis que de verdad te gusten y pégala en la nevera.',
          },
          {
            title: 'Lleva una lista de deseos de 48 horas',
            description:
              'Cuando te apetezca comprar algo, apúntalo con la fecha y el precio en lugar de comprarlo. La mayoría de los caprichos se desvanecen en dos días, y la lista se convierte en un retrato fiel de lo que te tienta.',
            tip: 'Repásala a final de mes: muchas cosas te parecerán sorprendentemente prescindibles.',
          },
          {
            title: 'Ponte difícil el gasto fácil',
            description:
              'Date de baja de los boletines de las tiendas, borra las tarjetas guardadas en el navegador y cierra sesión en las apps de compras durante el mes. Cada paso extra entre el deseo y la compra da tiempo a que entre en juego el sentido común.',
            tip: 'Saca las apps de compras de la pantalla de inicio: ojos que no ven, tarjeta que no sufre.',
          },
          {
            title: 'El día 31, mueve lo que has ahorrado',
            description:
              'Compara lo que has gastado con un mes normal y transfiere la diferencia al ahorro o a amortizar deuda ese mismo día. Ver el resultado en otra cuenta hace que el esfuerzo merezca la pena y evita el atracón de compras posterior.',
            tip: '¡Quédate para siempre con uno o dos hábitos del reto! Ahí está el ahorro que perdura.',
          },
        ],
      },
      ar: {
        slug: 'تحدي-شهر-بلا-إنفاق',
        title: 'جرّب شهرًا بلا إنفاق دون أن تشعر بالحرمان',
        excerpt:
          'شهر بلا إنفاق هو إعادة ضبط لعاداتك، لا اختبار لقوة إرادتك. ومع قواعد واضحة وخطة لعطلات نهاية الأسبوع، سيكشف لك أين يذهب مالك فعلًا.',
        tips: [
          {
            title: 'اكتب قواعدك قبل اليوم الأول',
            description:
              'حدّد ما يبقى مسموحًا، كالإيجار والفواتير والبقالة والوقود والدواء، وما يتوقف مؤقتًا، كطلبات الطعام والملابس والأجهزة. القواعد الواضحة تعفيك من شهر كامل من المفاوضات اليومية مع نفسك.',
            tip: 'قرّر مسبقًا كيف ستتعامل مع أعياد الميلاد والمناسبات التي تعرف موعدها.',
          },
          {
            title: 'خطّط لنشاط مجاني في كل عطلة أسبوع',
            description:
              'الملل هو السبب الأول لانهيار هذا التحدي، فاملأ عطلاتك بالمشي وزيارة المكتبة العامة والمتاحف في أيام الدخول المجاني وسهرات الألعاب وعزائم يحضر فيها كل ضيف طبقًا. أخبر أصدقاءك مبكرًا ليقترحوا خططًا تناسبك.',
            tip: 'اكتب قائمة بعشرة أشياء مجانية تستمتع بها حقًا، وعلّقها على باب الثلاجة.',
          },
          {
            title: 'احتفظ بقائمة رغبات لمدة 48 ساعة',
            description:
              'حين ترغب في شراء شيء، دوّنه مع التاريخ والسعر بدلًا من شرائه. معظم الرغبات تتلاشى خلال يومين، وتصبح القائمة سجلًا كاشفًا لما يغريك فعلًا.',
            tip: 'راجع القائمة في نهاية الشهر، وستجد أن كثيرًا مما فيها لم يكن مهمًا كما ظننت.',
          },
          {
            title: 'أزل الطرق السهلة للإنفاق',
            description:
              'ألغِ اشتراكك في النشرات البريدية للمتاجر، واحذف البطاقات المحفوظة في المتصفح، وسجّل الخروج من تطبيقات التسوق طوال الشهر. كل خطوة إضافية بين الرغبة والشراء تمنح عقلك وقتًا ليتدخل.',
            tip: 'انقل تطبيقات التسوق بعيدًا عن الشاشة الرئيسية، فالبعيد عن العين بعيد عن المحفظة.',
          },
          {
            title: 'في اليوم الأخير، انقل ما وفّرته',
            description:
              'قارن إنفاقك بشهر عادي، وحوّل الفرق فورًا إلى حساب الادخار أو لسداد دين. رؤية النتيجة في حساب آخر تجعل الجهد يستحق العناء، وتمنع موجة تسوق تعويضية بعد انتهاء التحدي.',
            tip: 'احتفظ بعادة أو اثنتين من هذا الشهر إلى الأبد، فمن هنا يأتي التوفير الدائم.',
          },
        ],
      },
      fr: {
        slug: 'relever-le-defi-du-mois-sans-depenses',
        title: 'Le défi du mois sans dépenses, sans se gâcher la vie',
        excerpt:
          'Un mois sans dépenses est une remise à zéro de vos habitudes, pas un test de volonté. Avec des règles claires et des week-ends bien prévus, il révèle où part vraiment votre argent.',
        tips: [
          {
            title: 'Écrivez vos règles avant le premier jour',
            description:
              'Listez ce qui reste autorisé, comme le loyer, les factures, les courses, le carburant et les médicaments, et ce qui est mis en pause : repas livrés, vêtements, gadgets. Des règles claires vous épargnent un mois de négociations quotidiennes avec vous-même.',
            tip: "Décidez à l'avance comment gérer les anniversaires et autres engagements déjà prévus.",
          },
          {
            title: 'Prévoyez une sortie gratuite chaque week-end',
            description:
              "C'est l'ennui qui fait capoter la plupart des défis : remplissez vos week-ends de balades, de passages à la médiathèque, de musées les jours de gratuité, de repas partagés ou de soirées jeux. Prévenez vos amis tôt pour qu'ils proposent des plans compatibles.",
            tip: 'Dressez la liste de dix activités gratuites que vous aimez vraiment et affichez-la sur le frigo.',
          },
          {
            title: "Tenez une liste d'envies à 48 heures",
            description:
              "Quand vous avez envie d'acheter quelque chose, notez-le avec la date et le prix au lieu de passer à la caisse. La plupart des envies s'évaporent en deux jours, et la liste devient un précieux révélateur de vos tentations.",
            tip: 'Relisez-la en fin de mois : bien des articles vous sembleront étonnamment superflus.',
          },
          {
            title: 'Compliquez-vous la dépense',
            description:
              "Désabonnez-vous des newsletters des boutiques, supprimez les cartes enregistrées dans le navigateur et déconnectez-vous des applis de shopping pour le mois. Chaque étape supplémentaire entre l'envie et l'achat laisse au bon sens le temps de reprendre la main.",
            tip: "Retirez les applis de shopping de votre écran d'accueil : loin des yeux, loin du panier.",
          },
          {
            title: "Le 31, mettez l'argent économisé de côté",
            description:
              "Comparez vos dépenses avec celles d'un mois normal et virez aussitôt la différence sur votre épargne ou vers le remboursement d'une dette. Voir le résultat sur un autre compte donne du sens à l'effort et évite la frénésie d'achats qui suit souvent.",
            tip: "Gardez une ou deux habitudes du défi pour de bon : c'est là que se cachent les économies durables !",
          },
        ],
      },
      zh: {
        slug: '挑战一个月不花钱',
        title: '一个月零消费挑战：不委屈自己也能做到',
        excerpt:
          '“零消费月”是给消费习惯做一次重启，而不是考验意志力。只要规则清楚、周末有安排，你就能看清钱到底花在了哪里。',
        tips: [
          {
            title: '开始前先写好规则',
            description:
              '列出仍然允许的开支，比如房租、账单、买菜、油费和药品，再列出暂停的项目，比如外卖、衣服和数码产品。规则清楚了，就不用每天跟自己讨价还价。',
            tip: '提前想好如何应对已经知道的生日聚会和人情往来。',
          },
          {
            title: '每个周末都安排免费活动',
            description:
              '大多数挑战都败给了无聊，所以用散步、逛图书馆、博物馆免费开放日、各带一道菜的朋友聚餐或桌游之夜填满周末。早点告诉朋友，让他们也提些合适的安排。',
            tip: '写下十件你真心喜欢的免费活动，贴在冰箱上。',
          },
          {
            title: '设一个“48小时心愿单”',
            description:
              '想买东西时，先把它连同日期和价格记下来，而不是马上下单。大多数冲动两天内就会消退，这份清单也会清楚地告诉你，什么最容易诱惑你。',
            tip: '月底回头看看，很多东西会显得出乎意料地可有可无。',
          },
          {
            title: '给花钱设置障碍',
            description:
              '退订商家的营销邮件，删除浏览器里保存的银行卡，这个月退出所有购物App的登录。从想买到付款，每多一步，理智就多一点时间追上来。',
            tip: '把购物App从手机首页移走，眼不见，心就不馋。',
          },
          {
            title: '第31天，把省下的钱转走',
            description:
              '把这个月的支出和平常月份对比，当天就把差额转入储蓄或用来还债。看到钱出现在另一个账户里，会觉得努力没有白费，也能避免挑战结束后的报复性消费。',
            tip: '把其中一两个习惯永久保留下来，长期的节省正是从这里来的。',
          },
        ],
      },
    },
  },
  {
    key: 'index-investing-basics-for-beginners',
    category: 'money',
    author: 'daniel-ortiz',
    read_time: 9,
    trending: false,
    is_advertorial: true,
    published: true,
    published_at: '2026-06-18T09:00:00.000Z',
    views: 11900,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '5/5', price_range: '$' },
      {
        rating: '4.5/5',
        price_range: '$0-$5/month',
        cta: { link: 'https://www.example.com/northmark-invest/open-account', company_name: 'Northmark Invest' },
      },
      {
        rating: '4.5/5',
        price_range: '$',
        cta: { link: 'https://www.example.com/northmark-invest/autoinvest', company_name: 'Northmark Invest' },
      },
      { rating: '5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'index-investing-basics-for-beginners',
        title: 'Index Investing Basics: A Calm Start for Beginners',
        excerpt:
          'Index funds let you own a small slice of many companies at low cost, without picking individual stocks. Here is what to understand before you invest for the first time.',
        tips: [
          {
            title: 'Build the foundations first',
            description:
              "Before investing, have an emergency fund in place and clear any high-interest debt such as credit card balances. Investments can fall in value, and you don't want to be forced to sell during a dip to cover a bill.",
            tip: "Only invest money you won't need for at least five years.",
          },
          {
            title: 'Know what an index fund actually is',
            description:
              'An index fund or ETF tracks a market index, such as a broad basket of large companies, instead of relying on a manager to pick winners. One purchase gives you wide diversification, but you also ride the ups and downs of the whole market.',
            tip: "If you can't explain what a fund holds in one sentence, keep reading before you buy.",
          },
          {
            title: 'Let fees decide between similar funds',
            description:
              'Compare the ongoing charge, usually shown as a yearly percentage, along with any platform and trading fees. A gap that looks tiny on paper compounds over decades and can take a meaningful bite out of your final balance.',
            tip: 'When two funds track the same index, the cheaper one is usually the sensible choice.',
          },
          {
            title: 'Open a low-cost investment account',
            description:
              'Look for a regulated platform with low account fees, a good range of broad index funds and, where available, a tax-advantaged wrapper for long-term saving. A clear app and fractional shares make small, regular investments easier.',
            tip: "Check that the provider is covered by your country's investor protection scheme before you transfer any money.",
            cta_text: 'Open an account',
            affiliate_note: 'Sponsored: we may earn a commission if you open an account through this link.',
          },
          {
            title: 'Invest automatically each month',
            description:
              'Set up a fixed monthly contribution that buys your chosen fund on the same day every month. Regular investing spreads your purchases across highs and lows and takes the guesswork out of timing the market.',
            tip: 'Raise the amount by a small step every time you get a pay rise.',
            cta_text: 'See automatic investing plans',
            affiliate_note: 'Sponsored: we may earn a commission if you sign up through this link.',
          },
          {
            title: 'Stay diversified and stay the course',
            description:
              'Markets fall from time to time, sometimes sharply, and past returns are no guarantee of future ones. A diversified, long-term plan you understand is far easier to stick with than reacting to every headline.',
            tip: 'Check your portfolio a few times a year, not every day.',
          },
        ],
      },
      es: {
        slug: 'fondos-indexados-guia-para-principiantes',
        title: 'Inversión indexada para principiantes: empezar con calma',
        excerpt:
          '¿Quieres invertir pero no sabes por dónde empezar? Los fondos indexados te permiten tener un pedacito de muchas empresas con costes bajos y sin elegir acciones; esto es lo que conviene entender antes de dar el primer paso.',
        tips: [
          {
            title: 'Primero, los cimientos',
            description:
              'Antes de invertir, ten un fondo de emergencia y liquida las deudas caras, como el saldo aplazado de la tarjeta de crédito. Las inversiones pueden perder valor, y no querrás verte obligado a vender en plena caída para pagar una factura.',
            tip: 'Invierte solo el dinero que no vayas a necesitar en al menos cinco años.',
          },
          {
            title: 'Entiende qué es un fondo indexado',
            description:
              'Un fondo indexado o un ETF replica un índice de mercado, por ejemplo una cesta amplia de grandes empresas, en lugar de depender de un gestor que intente elegir ganadores. Con una sola compra consigues mucha diversificación, pero también asumes las subidas y bajadas de todo el mercado.',
            tip: 'Si no sabes explicar en una frase qué contiene un fondo, sigue informándote antes de comprarlo.',
          },
          {
            title: 'Que las comisiones decidan entre fondos parecidos',
            description:
              'Compara los gastos corrientes, que suelen expresarse como porcentaje anual, junto con las comisiones de la plataforma y de compraventa. Una diferencia que parece mínima sobre el papel se acumula durante décadas y puede restar una parte importante al resultado final.',
            tip: 'Si dos fondos replican el mismo índice, lo sensato suele ser elegir el más barato.',
          },
          {
            title: 'Abre una cuenta de inversión de bajo coste',
            description:
              'Busca una plataforma regulada con comisiones bajas, buena oferta de fondos indexados amplios y, si existe en tu país, un producto con ventajas fiscales para el ahorro a largo plazo. Una app clara y la compra de participaciones fraccionadas facilitan invertir cantidades pequeñas y periódicas.',
            tip: 'Antes de transferir dinero, comprueba que la entidad está cubierta por el sistema de protección al inversor de tu país.',
            cta_text: 'Abrir una cuenta',
            affiliate_note: 'Contenido patrocinado: podemos recibir una comisión si abres una cuenta a través de este enlace.',
          },
          {
            title: 'Invierte de forma automática cada mes',
            description:
              'Programa una aportación mensual fija que compre el fondo elegido el mismo día de cada mes. Invertir con regularidad reparte tus compras entre momentos altos y bajos y te libra de intentar adivinar cuándo entrar.',
            tip: 'Sube la aportación un poco cada vez que te suban el sueldo.',
            cta_text: 'Ver planes de inversión automática',
            affiliate_note: 'Contenido patrocinado: podemos recibir una comisión si te das de alta a través de este enlace.',
          },
          {
            title: 'Diversifica y mantén el rumbo',
            description:
              'Los mercados caen de vez en cuando, a veces con fuerza, y las rentabilidades pasadas no garantizan las futuras. Un plan diversificado y a largo plazo que entiendas es mucho más fácil de mantener que reaccionar a cada titular.',
            tip: 'Revisa tu cartera unas pocas veces al año, no todos los días.',
          },
        ],
      },
      ar: {
        slug: 'أساسيات-الاستثمار-في-صناديق-المؤشرات',
        title: 'أساسيات الاستثمار في صناديق المؤشرات: بداية هادئة للمبتدئين',
        excerpt:
          'تتيح لك صناديق المؤشرات امتلاك حصة صغيرة في شركات كثيرة بتكلفة منخفضة ودون انتقاء الأسهم بنفسك. إليك ما ينبغي فهمه قبل أن تستثمر للمرة الأولى.',
        tips: [
          {
            title: 'ابدأ بأساس متين',
            description:
              'قبل الاستثمار، كوّن صندوق طوارئ وسدّد الديون ذات الفائدة المرتفعة مثل أرصدة بطاقات الائتمان. قيمة الاستثمارات قد تنخفض، ولا تريد أن تُضطر إلى البيع وقت الهبوط لتغطية فاتورة.',
            tip: 'لا تستثمر إلا المال الذي لن تحتاج إليه خلال خمس سنوات على الأقل.',
          },
          {
            title: 'افهم ما هو صندوق المؤشر فعلًا',
            description:
              'صندوق المؤشر أو الصندوق المتداول يتتبع مؤشرًا للسوق، كسلة واسعة من الشركات الكبرى، بدلًا من الاعتماد على مدير يحاول انتقاء الرابحين. تحصل على تنويع واسع بعملية شراء واحدة، لكنك تتحمل أيضًا صعود السوق كله وهبوطه.',
            tip: 'إن لم تستطع شرح محتوى الصندوق في جملة واحدة، فتابع القراءة قبل الشراء.',
          },
          {
            title: 'دع الرسوم تحسم الاختيار بين الصناديق المتشابهة',
            description:
              'قارن الرسوم الجارية، التي تُعرض عادةً كنسبة سنوية، إلى جانب رسوم المنصة والتداول. فرقٌ يبدو ضئيلًا على الورق يتراكم على مدى عقود، وقد يقتطع جزءًا ملموسًا من رصيدك النهائي.',
            tip: 'إذا كان صندوقان يتتبعان المؤشر نفسه، فالأرخص هو الخيار المعقول غالبًا.',
          },
          {
            title: 'افتح حساب استثمار منخفض التكلفة',
            description:
              'ابحث عن منصة مرخّصة برسوم حساب منخفضة وتشكيلة جيدة من صناديق المؤشرات الواسعة، ومع ميزة ضريبية للادخار طويل الأجل إن كانت متاحة في بلدك. التطبيق الواضح وإمكانية شراء أجزاء من الحصص يسهّلان استثمار مبالغ صغيرة بانتظام.',
            tip: 'تأكد من أن الجهة مشمولة بنظام حماية المستثمرين في بلدك قبل تحويل أي مبلغ.',
            cta_text: 'افتح حسابًا',
            affiliate_note: 'محتوى مموّل: قد نحصل على عمولة إذا فتحت حسابًا عبر هذا الرابط.',
          },
          {
            title: 'استثمر تلقائيًا كل شهر',
            description:
              'اضبط مساهمة شهرية ثابتة تشتري الصندوق الذي اخترته في اليوم نفسه من كل شهر. الاستثمار المنتظم يوزّع مشترياتك بين فترات الارتفاع والانخفاض، ويريحك من محاولة توقيت السوق.',
            tip: 'ارفع المبلغ قليلًا في كل مرة تحصل فيها على زيادة في راتبك.',
            cta_text: 'اطّلع على خطط الاستثمار التلقائي',
            affiliate_note: 'محتوى مموّل: قد نحصل على عمولة إذا اشتركت عبر هذا الرابط.',
          },
          {
            title: 'نوّع استثماراتك والتزم بخطتك',
            description:
              'تهبط الأسواق من حين لآخر، وأحيانًا بحدة، والعوائد السابقة لا تضمن العوائد المستقبلية. الخطة المتنوعة طويلة الأجل التي تفهمها أسهل في الالتزام بها من ردود الفعل على كل عنوان إخباري.',
            tip: 'راجع محفظتك بضع مرات في السنة، لا كل يوم.',
          },
        ],
      },
      fr: {
        slug: 'bases-de-l-investissement-en-fonds-indiciels',
        title: 'Investir en fonds indiciels : les bases pour bien démarrer',
        excerpt:
          "Les fonds indiciels permettent de détenir une petite part de très nombreuses entreprises à moindre coût, sans choisir d'actions. Voici ce qu'il faut comprendre avant d'investir pour la première fois.",
        tips: [
          {
            title: "Posez d'abord les fondations",
            description:
              "Avant d'investir, constituez une épargne de précaution et soldez les dettes coûteuses, comme un crédit renouvelable. Les placements peuvent perdre de la valeur, et mieux vaut ne pas devoir vendre en pleine baisse pour régler une facture.",
            tip: "N'investissez que l'argent dont vous n'aurez pas besoin avant au moins cinq ans.",
          },
          {
            title: "Comprenez ce qu'est un fonds indiciel",
            description:
              "Un fonds indiciel ou un ETF réplique un indice de marché, par exemple un large panier de grandes entreprises, au lieu de compter sur un gérant pour dénicher les gagnants. Un seul achat vous offre une large diversification, mais vous expose aussi aux hausses et aux baisses de tout le marché.",
            tip: "Si vous ne pouvez pas expliquer en une phrase ce que contient un fonds, poursuivez vos recherches avant d'acheter.",
          },
          {
            title: 'Laissez les frais départager des fonds similaires',
            description:
              'Comparez les frais courants, généralement exprimés en pourcentage annuel, ainsi que les frais de plateforme et de courtage. Un écart qui paraît minime sur le papier se cumule sur des décennies et peut amputer sensiblement votre capital final.',
            tip: 'Quand deux fonds répliquent le même indice, le moins cher est généralement le choix le plus raisonnable.',
          },
          {
            title: "Ouvrez un compte d'investissement à frais réduits",
            description:
              "Privilégiez une plateforme agréée aux frais modestes, proposant un bon choix de fonds indiciels diversifiés et, si votre pays en prévoit, une enveloppe fiscalement avantageuse pour le long terme. Une appli claire et l'achat de fractions de parts facilitent les petits versements réguliers.",
            tip: "Vérifiez que l'établissement est couvert par le dispositif de protection des investisseurs de votre pays avant tout virement.",
            cta_text: 'Ouvrir un compte',
            affiliate_note: 'Contenu sponsorisé : nous pouvons percevoir une commission si vous ouvrez un compte via ce lien.',
          },
          {
            title: 'Investissez automatiquement chaque mois',
            description:
              "Mettez en place un versement mensuel fixe qui achète le fonds choisi le même jour chaque mois. Investir régulièrement lisse vos achats entre points hauts et points bas et vous évite de chercher le moment idéal.",
            tip: 'Augmentez légèrement le montant à chaque hausse de salaire.',
            cta_text: "Découvrir les plans d'investissement programmé",
            affiliate_note: 'Contenu sponsorisé : nous pouvons percevoir une commission si vous souscrivez via ce lien.',
          },
          {
            title: 'Diversifiez et gardez le cap',
            description:
              'Les marchés baissent de temps à autre, parfois fortement, et les performances passées ne préjugent pas des performances futures. Un plan diversifié, à long terme et que vous comprenez se tient bien plus facilement que des réactions à chaque gros titre.',
            tip: 'Consultez votre portefeuille quelques fois par an, pas tous les jours.',
          },
        ],
      },
      zh: {
        slug: '指数基金投资入门',
        title: '指数基金投资入门：稳稳地迈出第一步',
        excerpt:
          '指数基金让你以较低成本持有许多公司的一小部分，而不必自己挑选股票。第一次投资之前，先弄懂下面这几件事。',
        tips: [
          {
            title: '先打好基础',
            description:
              '开始投资之前，先备好应急基金，并还清信用卡欠款等高息债务。投资可能会亏损，你不会希望在市场下跌时被迫卖出来支付账单。',
            tip: '只拿至少五年内用不到的钱去投资。',
          },
          {
            title: '弄清楚指数基金是什么',
            description:
              '指数基金或ETF只是跟踪某个市场指数，比如一篮子大型公司，而不是依靠基金经理挑选赢家。买一只就能获得广泛分散，但也要承受整个市场的涨跌。',
            tip: '如果你不能用一句话说清一只基金投的是什么，就先别急着买。',
          },
          {
            title: '同类基金，让费用来做决定',
            description:
              '比较通常以年化百分比表示的持续费用，以及平台费和交易佣金。纸面上看似微小的差距，经过几十年复利累积，可能会明显侵蚀你最终的收益。',
            tip: '两只基金跟踪同一个指数时，选费用更低的那只通常更明智。',
          },
          {
            title: '开一个低成本投资账户',
            description:
              '选择受监管、账户费用低、宽基指数基金种类丰富的平台；如果所在地区有针对长期储蓄的税收优惠账户，也可以优先考虑。界面清晰、支持碎股交易的App，更方便小额定期投入。',
            tip: '转入资金之前，先确认该机构受所在国家或地区的投资者保护制度覆盖。',
            cta_text: '立即开户',
            affiliate_note: '赞助内容：如果你通过此链接开户，我们可能会获得佣金。',
          },
          {
            title: '每月自动定投',
            description:
              '设定一个固定的月度金额，在每月同一天自动买入你选定的基金。定期投资能把买入成本分摊在高点和低点之间，也省去了择时的烦恼。',
            tip: '每次加薪时，把定投金额也往上调一点。',
            cta_text: '了解自动定投计划',
            affiliate_note: '赞助内容：如果你通过此链接注册，我们可能会获得佣金。',
          },
          {
            title: '分散投资，坚持到底',
            description:
              '市场时不时会下跌，有时跌幅还不小，而且过往业绩并不代表未来表现。一个你真正理解的、分散的长期计划，比追着每条新闻做反应更容易坚持。',
            tip: '一年看几次投资组合就够了，不必天天盯盘。',
          },
        ],
      },
    },
  },
  {
    key: 'pay-down-credit-card-debt',
    category: 'money',
    author: 'james-okafor',
    read_time: 8,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-07-22T08:30:00.000Z',
    views: 21600,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'pay-down-credit-card-debt',
        title: 'A Realistic Plan to Pay Down Credit Card Debt',
        excerpt:
          'Credit card interest can quietly outpace your repayments. A clear list, a chosen strategy and a couple of phone calls can turn a stuck balance into a shrinking one.',
        tips: [
          {
            title: 'List every balance and interest rate',
            description:
              "Write down each card's balance, interest rate, minimum payment and due date in one place. Seeing the full picture is uncomfortable, but it is the only way to decide where each extra payment should go.",
            tip: 'Update the list monthly; watching the totals fall is powerful motivation.',
          },
          {
            title: 'Always pay more than the minimum',
            description:
              'Minimum payments are designed to keep you in debt for years, with much of each payment swallowed by interest. Even a modest amount above the minimum shortens the payoff time and cuts the total interest you pay.',
            tip: 'Set up automatic minimum payments on every card so a missed due date never adds fees.',
          },
          {
            title: 'Pick a strategy: avalanche or snowball',
            description:
              'The avalanche method targets the highest interest rate first and usually costs the least overall. The snowball method clears the smallest balance first, delivering quick wins that keep many people motivated.',
            tip: 'The best method is the one you will still be following in six months.',
          },
          {
            title: 'Weigh a balance transfer carefully',
            description:
              'A low or zero introductory rate can buy breathing room, but check the transfer fee, the offer length and the rate that follows. Divide the balance by the promotional months to see what you must pay monthly to clear it in time.',
            tip: 'Put the old card away once the balance moves, or you risk doubling the debt.',
          },
          {
            title: 'Ask your card issuer for a lower rate',
            description:
              'If you have a record of on-time payments, call and ask whether they can reduce your interest rate or offer a hardship plan. It takes ten minutes, and even a small cut makes every payment go further.',
            tip: 'Be polite, be specific and be ready to mention competing offers you have seen.',
          },
          {
            title: 'Stop adding new charges',
            description:
              'Paying down a card while still using it is like bailing out a boat with a hole in it. Switch everyday spending to a debit card or cash until the balance is cleared.',
            tip: 'Remove the card from your phone wallet and saved shopping accounts to break the habit.',
          },
        ],
      },
      es: {
        slug: 'plan-para-saldar-la-deuda-de-la-tarjeta-de-credito',
        title: 'Un plan realista para saldar la deuda de la tarjeta de crédito',
        excerpt:
          'Los intereses de la tarjeta pueden crecer más rápido que tus pagos sin que te des cuenta. Una lista clara, una estrategia y un par de llamadas pueden convertir una deuda estancada en una que por fin baja.',
        tips: [
          {
            title: 'Anota cada saldo y su tipo de interés',
            description:
              'Reúne en un solo sitio el saldo, el tipo de interés, la cuota mínima y la fecha de cargo de cada tarjeta. Ver la foto completa no es agradable, pero es la única forma de decidir adónde va cada pago extra.',
            tip: 'Actualiza la lista cada mes: ver cómo bajan los totales motiva muchísimo.',
          },
          {
            title: 'Paga siempre más del mínimo',
            description:
              'Las cuotas mínimas están pensadas para que sigas endeudado durante años, y buena parte de cada pago se la comen los intereses. Incluso una cantidad modesta por encima del mínimo acorta el plazo y reduce el total de intereses.',
            tip: 'Domicilia al menos el pago mínimo de cada tarjeta para que un despiste nunca te cueste recargos.',
          },
          {
            title: 'Elige estrategia: avalancha o bola de nieve',
            description:
              'El método avalancha ataca primero la deuda con el interés más alto y suele ser el más barato en total. El método bola de nieve liquida primero el saldo más pequeño y da victorias rápidas que mantienen la motivación.',
            tip: 'El mejor método es el que sigas aplicando dentro de seis meses.',
          },
          {
            title: 'Estudia bien una transferencia de saldo',
            description:
              'Una tarjeta con un interés promocional bajo o nulo puede darte un respiro, pero revisa la comisión por traspaso, la duración de la oferta y el tipo que se aplica después. Divide la deuda entre los meses de promoción para saber cuánto tendrás que pagar cada mes para saldarla a tiempo.',
            tip: 'Guarda la tarjeta antigua en un cajón cuando traspases el saldo, o corres el riesgo de duplicar la deuda.',
          },
          {
            title: 'Pide a tu banco un interés más bajo',
            description:
              'Si siempre has pagado puntualmente, llama y pregunta si pueden rebajarte el tipo de interés u ofrecerte un plan de pagos. Son diez minutos, y hasta una pequeña rebaja hace que cada pago cunda más.',
            tip: 'Sé amable y concreto, y menciona las ofertas de la competencia que hayas visto.',
          },
          {
            title: 'Deja de sumar compras nuevas',
            description:
              'Pagar una tarjeta mientras sigues usándola es como achicar agua de una barca agujereada. Pasa los gastos del día a día a la tarjeta de débito o al efectivo hasta liquidar el saldo.',
            tip: 'Elimina la tarjeta del móvil y de las tiendas online para romper la costumbre.',
          },
        ],
      },
      ar: {
        slug: 'خطة-سداد-ديون-بطاقات-الائتمان',
        title: 'خطة واقعية لسداد ديون بطاقات الائتمان',
        excerpt:
          'قد تتجاوز فوائد بطاقة الائتمان دفعاتك الشهرية دون أن تنتبه. قائمة واضحة واستراتيجية محددة وبضع مكالمات هاتفية كفيلة بتحويل رصيد عالق إلى رصيد يتناقص فعلًا.',
        tips: [
          {
            title: 'دوّن كل رصيد ونسبة فائدته',
            description:
              'اجمع في مكان واحد رصيد كل بطاقة ونسبة فائدتها والحد الأدنى للدفع وموعد الاستحقاق. رؤية الصورة كاملة قد تكون مزعجة، لكنها الطريقة الوحيدة لتقرر أين تذهب كل دفعة إضافية.',
            tip: 'حدّث القائمة شهريًا، فمشاهدة المجموع وهو يتناقص حافز قوي.',
          },
          {
            title: 'ادفع دائمًا أكثر من الحد الأدنى',
            description:
              'الحد الأدنى للدفع مصمم ليبقيك مدينًا لسنوات، إذ تبتلع الفوائد جزءًا كبيرًا من كل دفعة. حتى مبلغ متواضع فوق الحد الأدنى يختصر مدة السداد ويخفض إجمالي الفوائد.',
            tip: 'فعّل الدفع التلقائي للحد الأدنى على كل بطاقة حتى لا يكلفك أي تأخير رسومًا إضافية.',
          },
          {
            title: 'اختر استراتيجيتك: الانهيار الجليدي أم كرة الثلج؟',
            description:
              'طريقة الانهيار الجليدي تبدأ بالدين الأعلى فائدة، وهي الأقل تكلفة في المجمل عادةً. أما طريقة كرة الثلج فتبدأ بأصغر رصيد، فتمنحك انتصارات سريعة تحافظ على حماسك.',
            tip: 'أفضل طريقة هي تلك التي ستظل ملتزمًا بها بعد ستة أشهر.',
          },
          {
            title: 'ادرس نقل الرصيد بعناية',
            description:
              'قد تمنحك بطاقة بفائدة ترويجية منخفضة أو معدومة متنفسًا، لكن تحقّق من رسوم النقل ومدة العرض والفائدة التي تُطبَّق بعده. اقسم الرصيد على أشهر العرض لتعرف المبلغ الشهري اللازم لسداده في الوقت المحدد.',
            tip: 'ضع البطاقة القديمة جانبًا بعد نقل الرصيد، وإلا خاطرت بمضاعفة الدين.',
          },
          {
            title: 'اطلب من البنك خفض نسبة الفائدة',
            description:
              'إذا كان سجلك في السداد منتظمًا، فاتصل واسأل عن إمكانية خفض الفائدة أو الحصول على خطة سداد ميسّرة. الأمر لا يستغرق سوى عشر دقائق، وحتى التخفيض البسيط يجعل كل دفعة أكثر أثرًا.',
            tip: 'كن مهذبًا ومحددًا، واذكر العروض المنافسة التي اطلعت عليها.',
          },
          {
            title: 'توقف عن إضافة مشتريات جديدة',
            description:
              'سداد بطاقة مع الاستمرار في استخدامها أشبه بنزح الماء من قارب مثقوب. انقل مصروفاتك اليومية إلى بطاقة الخصم المباشر أو النقد حتى يُسدَّد الرصيد بالكامل.',
            tip: 'احذف البطاقة من محفظة هاتفك ومن حساباتك في المتاجر الإلكترونية لتكسر العادة.',
          },
        ],
      },
      fr: {
        slug: 'plan-pour-rembourser-ses-dettes-de-carte-de-credit',
        title: 'Rembourser ses dettes de carte de crédit : un plan réaliste',
        excerpt:
          "Les intérêts d'une carte de crédit peuvent grossir plus vite que vos remboursements. Une liste claire, une stratégie choisie et quelques coups de fil suffisent souvent à faire enfin baisser le solde.",
        tips: [
          {
            title: 'Listez chaque solde et son taux',
            description:
              "Rassemblez au même endroit le solde, le taux d'intérêt, la mensualité minimale et la date d'échéance de chaque carte. Voir l'ensemble n'a rien d'agréable, mais c'est le seul moyen de décider où placer chaque remboursement supplémentaire.",
            tip: 'Mettez la liste à jour chaque mois : voir les totaux fondre est un formidable moteur.',
          },
          {
            title: 'Payez toujours plus que le minimum',
            description:
              "Les mensualités minimales sont conçues pour vous maintenir endetté pendant des années, une grande partie de chaque paiement partant en intérêts. Même un petit effort au-delà du minimum raccourcit la durée du remboursement et réduit le total des intérêts.",
            tip: 'Programmez au moins le paiement minimum en prélèvement automatique sur chaque carte pour ne jamais payer de pénalités de retard.',
          },
          {
            title: 'Choisissez votre méthode : avalanche ou boule de neige ?',
            description:
              "La méthode avalanche s'attaque d'abord au taux le plus élevé et coûte généralement le moins cher au total. La méthode boule de neige solde d'abord le plus petit montant, avec des victoires rapides qui entretiennent la motivation.",
            tip: 'La meilleure méthode est celle que vous appliquerez encore dans six mois.',
          },
          {
            title: 'Étudiez de près un transfert de solde',
            description:
              "Une carte à taux promotionnel faible ou nul peut vous laisser respirer, mais vérifiez les frais de transfert, la durée de l'offre et le taux appliqué ensuite. Divisez le solde par le nombre de mois de promotion pour connaître la somme à verser chaque mois afin de tout rembourser à temps.",
            tip: "Rangez l'ancienne carte une fois le solde transféré, sinon vous risquez de doubler la dette.",
          },
          {
            title: 'Demandez un taux plus bas à votre banque',
            description:
              "Si vous avez toujours payé à l'heure, appelez pour demander une baisse de taux ou un plan de remboursement aménagé. Cela prend dix minutes, et même une petite baisse rend chaque paiement plus efficace.",
            tip: 'Soyez courtois, précis et prêt à citer les offres concurrentes que vous avez repérées.',
          },
          {
            title: "Arrêtez d'ajouter de nouveaux achats",
            description:
              "Rembourser une carte tout en continuant à l'utiliser, c'est écoper un bateau qui prend l'eau. Réglez vos dépenses courantes par carte de débit ou en espèces jusqu'à ce que le solde soit remboursé.",
            tip: "Retirez la carte de votre téléphone et des sites marchands pour casser l'habitude.",
          },
        ],
      },
      zh: {
        slug: '还清信用卡欠款的计划',
        title: '切实可行的信用卡还款计划',
        excerpt:
          '信用卡利息涨得可能比你还得还快。一张清晰的清单、一个确定的策略，再打几个电话，就能让停滞不前的欠款真正开始减少。',
        tips: [
          {
            title: '列出每张卡的欠款和利率',
            description:
              '把每张卡的欠款、利率、最低还款额和还款日集中记在一处。看清全貌固然不舒服，但只有这样才能决定每一笔额外还款该投向哪里。',
            tip: '每月更新一次清单，看着总数下降是很强的动力。',
          },
          {
            title: '每次都多还一些，别只还最低额',
            description:
              '最低还款额的设计，就是让你多年背着债，每次还款很大一部分都被利息吞掉。哪怕只比最低额多还一点，也能缩短还清时间、减少利息总额。',
            tip: '给每张卡都设置自动还最低额，避免因忘记还款而被收滞纳金。',
          },
          {
            title: '选一种策略：雪崩法还是雪球法？',
            description:
              '雪崩法先还利率最高的那笔债，总体利息通常最少。雪球法先还清余额最小的那笔，快速取得的成果能让很多人保持动力。',
            tip: '最好的方法，是六个月后你仍在坚持的那一种。',
          },
          {
            title: '慎重考虑余额转移',
            description:
              '提供低息或免息优惠期的信用卡能给你喘息空间，但要看清转账手续费、优惠期长度以及之后的利率。用欠款总额除以优惠月数，算出每月需要还多少才能按时还清。',
            tip: '余额转走后把旧卡收起来，否则欠款可能翻倍。',
          },
          {
            title: '打电话请银行降低利率',
            description:
              '如果你一向按时还款，不妨打电话问问能否降低利率或申请个性化分期方案。只需十分钟，哪怕利率降一点点，每笔还款也会更有效。',
            tip: '态度礼貌、诉求具体，并准备好提及你看到的其他银行优惠。',
          },
          {
            title: '停止新增消费',
            description:
              '一边还卡一边继续刷卡，就像给漏水的船舀水。在还清之前，日常开销改用借记卡或现金支付。',
            tip: '把信用卡从手机钱包和购物网站中解绑，帮自己戒掉刷卡的习惯。',
          },
        ],
      },
    },
  },
  {
    key: 'lower-your-energy-bills-at-home',
    category: 'money',
    author: 'amira-haddad',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-09-03T07:30:00.000Z',
    views: 5230,
    tips: [
      {
        rating: '4.5/5',
        price_range: 'Free',
        cta: { link: 'https://www.example.com/wattwise-compare', company_name: 'WattWise Compare' },
      },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$10-$40' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
      { rating: '4.5/5', price_range: '$' },
    ],
    translations: {
      en: {
        slug: 'lower-your-energy-bills-at-home',
        title: 'Simple Ways to Lower Your Energy Bills at Home',
        excerpt:
          "You don't need solar panels to pay less for energy. A better tariff and a handful of small habits can make a real difference to every bill.",
        tips: [
          {
            title: 'Check your tariff once a year',
            description:
              'Suppliers often move loyal customers onto pricier default rates once a fixed deal ends. Set a yearly reminder, pull your actual usage from recent bills and compare what other tariffs would cost you.',
            tip: 'Compare using your real annual usage in kilowatt-hours, not the estimated monthly payment.',
            cta_text: 'Compare energy tariffs',
            affiliate_note: 'We may earn a commission if you switch supplier through this link.',
          },
          {
            title: 'Turn the thermostat down one degree',
            description:
              'Lowering your heating by a single degree is barely noticeable with a jumper on, yet it trims a meaningful share of heating costs over a winter. Heating only the rooms you use, with the doors closed, adds to the savings.',
            tip: 'Set the heating to come on 30 minutes before you wake up rather than running all night.',
          },
          {
            title: 'Block draughts around doors and windows',
            description:
              'Self-adhesive seals, a draught excluder at the foot of each door and thick curtains at night stop warm air from escaping. These are cheap, renter-friendly fixes you can fit in an afternoon.',
            tip: 'On a windy day, run the back of a damp hand around the frames; any cold spot shows you where to seal.',
          },
          {
            title: 'Wash cooler, fuller and less often',
            description:
              "Most of a washing machine's energy goes into heating water, so washing at 30 °C instead of 40 °C makes a clear difference. Running the washer and dishwasher only when full also cuts the number of cycles each week.",
            tip: 'Use the eco programme: it runs longer but typically uses less energy overall.',
          },
          {
            title: 'Switch off standby power',
            description:
              'TVs, games consoles, chargers and set-top boxes draw power around the clock when left on standby. A switchable power strip or a timer plug makes turning everything off at night a one-second habit.',
            tip: 'Leave the router and anything that needs overnight updates on, and switch off the rest.',
          },
          {
            title: 'Replace old bulbs with LEDs',
            description:
              'LED bulbs use a fraction of the electricity of old incandescent and halogen bulbs and last for years. Start with the lights that stay on longest, such as the kitchen and living room.',
            tip: 'Check the colour temperature on the box; around 2700 K gives the warm light most people prefer at home.',
          },
        ],
      },
      es: {
        slug: 'como-pagar-menos-de-luz-y-gas-en-casa',
        title: 'Cómo pagar menos de luz y gas en casa',
        excerpt:
          'No hace falta instalar placas solares para pagar menos de energía. Una tarifa mejor y unos cuantos hábitos sencillos se notan en cada factura.',
        tips: [
          {
            title: 'Revisa tu tarifa una vez al año',
            description:
              'Cuando termina una oferta de precio fijo, muchas comercializadoras pasan a los clientes fieles a tarifas más caras sin hacer mucho ruido. Ponte un recordatorio anual, mira tu consumo real en las últimas facturas y compara cuánto te costarían otras tarifas.',
            tip: 'Compara con tu consumo anual real en kWh, no con la cuota mensual estimada.',
            cta_text: 'Comparar tarifas de energía',
            affiliate_note: 'Podemos recibir una comisión si cambias de compañía a través de este enlace.',
          },
          {
            title: 'Baja un grado el termostato',
            description:
              'Bajar la calefacción un solo grado apenas se nota con un jersey, pero recorta una parte importante del gasto a lo largo del invierno. Calentar solo las habitaciones que usas, con las puertas cerradas, suma todavía más.',
            tip: 'Programa la calefacción para que se encienda media hora antes de levantarte en lugar de dejarla puesta toda la noche.',
          },
          {
            title: 'Tapa las corrientes de aire',
            description:
              'Los burletes adhesivos, un cubrepuertas en la parte inferior y unas cortinas gruesas por la noche evitan que se escape el calor. Son arreglos baratos, aptos para pisos de alquiler, que puedes hacer en una tarde.',
            tip: 'Un día de viento, pasa el dorso de la mano húmeda por los marcos: donde notes frío, ahí hay que sellar.',
          },
          {
            title: 'Lava en frío, con carga completa y menos veces',
            description:
              'Casi toda la energía de la lavadora se va en calentar el agua, así que lavar a 30 °C en lugar de a 40 °C se nota. Poner la lavadora y el lavavajillas solo cuando están llenos reduce además el número de ciclos semanales.',
            tip: 'Usa el programa eco: dura más, pero suele consumir menos energía en total.',
          },
          {
            title: 'Acaba con el consumo en espera',
            description:
              'La tele, la consola, los cargadores y el descodificador gastan energía día y noche en modo de espera. Una regleta con interruptor o un enchufe con temporizador convierte apagarlo todo por la noche en un gesto de un segundo.',
            tip: 'Deja encendidos el router y lo que necesite actualizarse de noche, y apaga el resto.',
          },
          {
            title: 'Cambia las bombillas viejas por LED',
            description:
              'Las bombillas LED consumen una fracción de lo que gastan las incandescentes y halógenas, y duran años. Empieza por las que más horas pasan encendidas, como las de la cocina y el salón.',
            tip: 'Fíjate en la temperatura de color de la caja: unos 2700 K dan la luz cálida que casi todos preferimos en casa.',
          },
        ],
      },
      ar: {
        slug: 'طرق-لخفض-فواتير-الطاقة-المنزلية',
        title: 'طرق بسيطة لخفض فواتير الطاقة في منزلك',
        excerpt:
          'لا تحتاج إلى ألواح شمسية كي تدفع أقل مقابل الطاقة. تعرفة أنسب وبعض العادات الصغيرة قد تُحدث فرقًا حقيقيًا في كل فاتورة.',
        tips: [
          {
            title: 'راجع تعرفتك مرة كل عام',
            description:
              'حيث يُتاح اختيار مزوّد الطاقة، كثيرًا ما يُنقل العملاء القدامى إلى تعرفة افتراضية أغلى بعد انتهاء العرض الثابت. ضع تذكيرًا سنويًا، واجمع استهلاكك الفعلي من الفواتير الأخيرة، وقارن تكلفة التعرفات الأخرى.',
            tip: 'قارن على أساس استهلاكك السنوي الفعلي بالكيلوواط ساعة، لا على أساس الدفعة الشهرية التقديرية.',
            cta_text: 'قارن تعرفات الطاقة',
            affiliate_note: 'قد نحصل على عمولة إذا غيّرت المزوّد عبر هذا الرابط.',
          },
          {
            title: 'عدّل المكيّف أو التدفئة درجة واحدة',
            description:
              'رفع حرارة المكيّف صيفًا أو خفض التدفئة شتاءً بدرجة واحدة لا يكاد يُلاحظ، لكنه يوفّر جزءًا ملموسًا من تكلفة الموسم. وتبريد الغرف المستخدمة فقط أو تدفئتها مع إغلاق الأبواب يزيد التوفير.',
            tip: 'اضبط المؤقت ليعمل الجهاز قبل استيقاظك أو وصولك بنصف ساعة بدلًا من تشغيله طوال الليل.',
          },
          {
            title: 'سُدّ منافذ تسرّب الهواء حول الأبواب والنوافذ',
            description:
              'الأشرطة العازلة اللاصقة، وحاجز أسفل الباب، والستائر السميكة، كلها تمنع تسرّب الهواء المكيَّف أو الدافئ إلى الخارج. إنها إصلاحات رخيصة تناسب المستأجرين، ويمكن تركيبها خلال ساعات قليلة.',
            tip: 'في يوم عاصف، مرّر ظهر يدك المبللة قليلًا حول الإطارات، فحيث تشعر بتيار هواء يلزم العزل.',
          },
          {
            title: 'اغسل بماء أبرد وحمولة كاملة',
            description:
              'معظم الطاقة التي تستهلكها الغسالة تذهب في تسخين الماء، لذا فإن الغسل على 30 درجة بدلًا من 40 يصنع فرقًا واضحًا. وتشغيل الغسالة وغسالة الصحون عند امتلائهما فقط يقلل عدد الدورات أسبوعيًا.',
            tip: 'استخدم البرنامج الاقتصادي، فهو أطول مدة لكنه يستهلك عادةً طاقة أقل في المجمل.',
          },
          {
            title: 'أوقف استهلاك وضع الاستعداد',
            description:
              'التلفاز وأجهزة الألعاب والشواحن وأجهزة الاستقبال تستهلك الكهرباء على مدار الساعة في وضع الاستعداد. مشترك كهربائي بمفتاح أو قابس بمؤقت يجعل إطفاء كل شيء ليلًا عادة لا تستغرق ثانية.',
            tip: 'اترك الراوتر وما يحتاج إلى تحديثات ليلية يعمل، وأطفئ الباقي.',
          },
          {
            title: 'استبدل المصابيح القديمة بمصابيح LED',
            description:
              'تستهلك مصابيح LED جزءًا يسيرًا من كهرباء المصابيح المتوهجة والهالوجين القديمة، وتدوم سنوات. ابدأ بالمصابيح التي تبقى مضاءة أطول وقت، كمصابيح المطبخ وغرفة الجلوس.',
            tip: 'انظر إلى درجة حرارة اللون على العلبة، فنحو 2700 كلفن يمنح الضوء الدافئ الذي يفضّله معظم الناس في البيت.',
          },
        ],
      },
      fr: {
        slug: 'reduire-ses-factures-d-energie-a-la-maison',
        title: "Réduire ses factures d'énergie : les gestes simples qui comptent",
        excerpt:
          "Pas besoin de panneaux solaires pour payer son énergie moins cher. Une offre mieux choisie et quelques petites habitudes peuvent alléger chaque facture.",
        tips: [
          {
            title: 'Comparez votre offre une fois par an',
            description:
              "À la fin d'une offre à prix fixe, beaucoup de fournisseurs basculent leurs clients fidèles vers un tarif plus cher. Programmez un rappel annuel, relevez votre consommation réelle sur vos dernières factures et comparez le coût des autres offres.",
            tip: 'Comparez sur votre consommation annuelle réelle en kWh, pas sur la mensualité estimée.',
            cta_text: "Comparer les offres d'énergie",
            affiliate_note: 'Nous pouvons percevoir une commission si vous changez de fournisseur via ce lien.',
          },
          {
            title: "Baissez le thermostat d'un degré",
            description:
              "Un degré de moins se sent à peine avec un pull, mais représente une part non négligeable de la facture de chauffage sur l'hiver. Chauffer uniquement les pièces occupées, portes fermées, renforce encore l'économie.",
            tip: "Programmez le chauffage pour qu'il démarre une demi-heure avant votre réveil plutôt que de le laisser tourner toute la nuit.",
          },
          {
            title: "Chassez les courants d'air",
            description:
              "Joints adhésifs, boudin de porte et rideaux épais le soir empêchent la chaleur de s'échapper. Ce sont des solutions peu coûteuses, compatibles avec une location, à poser en un après-midi.",
            tip: "Un jour de vent, passez le dos d'une main humide le long des menuiseries : là où vous sentez le froid, il faut calfeutrer.",
          },
          {
            title: 'Lavez plus froid, plus plein, moins souvent',
            description:
              "L'essentiel de l'énergie d'un lave-linge sert à chauffer l'eau : laver à 30 °C plutôt qu'à 40 °C fait une vraie différence. Ne lancer lave-linge et lave-vaisselle qu'une fois pleins réduit aussi le nombre de cycles chaque semaine.",
            tip: "Choisissez le programme éco : il dure plus longtemps mais consomme généralement moins d'énergie au total.",
          },
          {
            title: 'Traquez les veilles',
            description:
              "Téléviseur, console, chargeurs et décodeur consomment jour et nuit lorsqu'ils restent en veille. Une multiprise à interrupteur ou une prise programmable fait de l'extinction du soir un geste d'une seconde.",
            tip: 'Laissez allumés la box internet et les appareils qui se mettent à jour la nuit ; éteignez le reste.',
          },
          {
            title: 'Passez aux ampoules LED',
            description:
              "Les ampoules LED consomment une fraction de l'électricité des anciennes ampoules à incandescence ou halogènes, et durent des années. Commencez par les points lumineux allumés le plus longtemps, comme la cuisine et le séjour.",
            tip: "Regardez la température de couleur sur l'emballage : autour de 2 700 K, on obtient la lumière chaude que la plupart des gens préfèrent chez eux.",
          },
        ],
      },
      zh: {
        slug: '家庭节能省钱妙招',
        title: '在家降低能源账单的简单方法',
        excerpt:
          '不装太阳能板，也能少交电费和燃气费。换一个更划算的套餐，再养成几个小习惯，每张账单都会有所体现。',
        tips: [
          {
            title: '每年核对一次电价套餐',
            description:
              '在可以自选供应商或套餐的地区，固定价格优惠到期后，老客户常被自动转到更贵的默认价格；即使只有一家供电公司，也可能有峰谷电价等可选方案。每年设个提醒，从最近的账单里找出实际用量，比较一下不同方案的费用。',
            tip: '按全年实际用电的千瓦时来比较，而不是看预估的月缴金额。',
            cta_text: '比较能源套餐',
            affiliate_note: '如果你通过此链接更换套餐，我们可能会获得佣金。',
          },
          {
            title: '空调暖气调一度',
            description:
              '冬天把暖气调低一度、夏天把空调调高一度，几乎感觉不到，一个季度下来却能省下不小的费用。只给正在使用的房间供暖或制冷，并关好房门，省得更多。',
            tip: '把定时设在起床或到家前半小时开启，而不是整夜开着。',
          },
          {
            title: '堵住门窗漏风',
            description:
              '自粘密封条、门底挡风条和晚上拉上的厚窗帘，能防止暖气或冷气外泄。这些都是便宜、租房也能用的小改造，一个下午就能装好。',
            tip: '刮风天用沾湿的手背沿着门窗框慢慢移动，哪里觉得凉，哪里就需要密封。',
          },
          {
            title: '低温洗、满载洗、少洗几次',
            description:
              '洗衣机的大部分耗电用在加热水上，用30°C代替40°C洗涤，差别很明显。洗衣机和洗碗机都等装满再开，每周的运行次数自然就少了。',
            tip: '选择节能模式：虽然时间更长，但总耗电量通常更低。',
          },
          {
            title: '消灭待机耗电',
            description:
              '电视、游戏机、充电器和机顶盒处于待机状态时，会全天候耗电。用一个带开关的插排或定时插座，晚上一键就能全部关掉。',
            tip: '路由器和需要夜间自动更新的设备可以保持开启，其余的都关掉。',
          },
          {
            title: '旧灯泡换成LED',
            description:
              'LED灯泡的耗电量只有白炽灯和卤素灯的一小部分，而且能用很多年。先从每天开得最久的灯换起，比如厨房和客厅。',
            tip: '看看包装上的色温，2700K左右是大多数人在家里偏爱的暖光。',
          },
        ],
      },
    },
  },
  {
    key: 'travel-rewards-without-debt',
    category: 'money',
    author: 'daniel-ortiz',
    read_time: 7,
    trending: false,
    is_advertorial: false,
    published: false,
    published_at: '2026-10-06T09:00:00.000Z',
    views: 340,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$0-$95/year' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'travel-rewards-without-debt',
        title: 'Travel Rewards Without the Debt Hangover',
        excerpt:
          'Points and miles can shave real money off a trip, but only if the card never costs you interest. Here is how to collect rewards while keeping your budget in charge.',
        tips: [
          {
            title: 'Pay in full, every month, no exceptions',
            description:
              "Interest on an unpaid balance can wipe out a year of rewards in a couple of months. If you can't commit to clearing the full statement every month, a rewards card is the wrong tool for now.",
            tip: "Set the card's automatic payment to the full statement balance, not the minimum.",
          },
          {
            title: 'Choose a card that fits how you really travel',
            description:
              "Airline cards suit people loyal to one carrier or alliance, while flexible points suit those who hunt for deals across airlines and hotels. Be honest about how often you travel before paying for perks you won't use.",
            tip: 'Pick the card for your last two years of trips, not for your dream itinerary.',
          },
          {
            title: 'Earn only on spending you already do',
            description:
              'Put groceries, bills and fuel on the card and pay it off from your current account, exactly as you would with a debit card. Buying things just to earn points is the fastest way to turn a rewards programme into a debt programme.',
            tip: 'If a sign-up bonus has a spending target, apply only when a planned large purchase is coming up anyway.',
          },
          {
            title: 'Work out what a point is really worth',
            description:
              'Divide the cash price of a flight or hotel by the points required to see the value you get per point. Taxes and surcharges on award tickets can be steep, so sometimes paying cash and keeping the points is smarter.',
            tip: 'Redeem for trips you would have taken anyway, not for deals that only look good on paper.',
          },
          {
            title: 'Watch annual and foreign transaction fees',
            description:
              'An annual fee only makes sense if the rewards and benefits you actually use are worth more than it costs. Abroad, a card with no foreign transaction fee avoids a small surcharge on every purchase.',
            tip: 'Review each card a month before its fee renews, and downgrade if the numbers no longer add up.',
          },
          {
            title: 'Keep a separate travel fund for everything else',
            description:
              'Rewards rarely cover a whole trip, so save for meals, local transport and activities in a dedicated pot. Paying for the rest with money you already have keeps the holiday from following you home on a statement.',
            tip: 'Book the award flight first, then set a monthly savings target for the remaining costs.',
          },
        ],
      },
    },
  },
  {
    key: 'budgeting-apps-compared',
    category: 'money',
    author: 'james-okafor',
    read_time: 10,
    trending: false,
    is_advertorial: true,
    published: true,
    published_at: '2026-11-10T08:00:00.000Z',
    views: 4470,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      {
        rating: '4.5/5',
        price_range: '$5-$12/month',
        cta: { link: 'https://www.example.com/ledgerly', company_name: 'Ledgerly' },
      },
      {
        rating: '4/5',
        price_range: '$0-$6/month',
        cta: { link: 'https://www.example.com/tallybird', company_name: 'Tallybird' },
      },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'budgeting-apps-compared',
        title: 'Budgeting Apps Compared: Which Style Fits the Way You Spend?',
        excerpt:
          'From hands-on envelope systems to apps that track everything for you, budgeting tools differ more in philosophy than in features. Match the style to your habits and you are far more likely to stick with it.',
        tips: [
          {
            title: 'Decide what you want the app to do',
            description:
              'Some people need a tool that makes them plan every bit of income; others just want to see where the money went. Write down your main goal, such as clearing debt, saving for a deposit or avoiding overdrafts, before comparing features.',
            tip: 'The best app is the one you will actually open every week.',
          },
          {
            title: 'Zero-based apps for hands-on planners',
            description:
              'Zero-based apps such as Ledgerly ask you to give every part of your income a job before the month starts. They take more effort, but many users say the weekly check-in is what finally changes their habits.',
            tip: 'Expect the first month to feel messy; most people need two or three cycles to settle in.',
            cta_text: 'Try Ledgerly free',
            affiliate_note: 'Sponsored: we may earn a commission if you subscribe through this link.',
          },
          {
            title: 'Automatic trackers for a low-effort overview',
            description:
              'Trackers like Tallybird connect to your accounts, sort transactions into categories and flag unusual spending. They are ideal if you want insight without manual entry, though the categories need occasional correcting.',
            tip: 'Spend five minutes a week fixing categories, or the monthly charts will quietly mislead you.',
            cta_text: 'See Tallybird plans',
            affiliate_note: 'Sponsored: we may earn a commission if you subscribe through this link.',
          },
          {
            title: "Don't overlook your bank's built-in tools",
            description:
              'Many banking apps now offer spending categories, savings pots and bill reminders at no extra cost. If you only have one or two accounts, they may cover everything you need without sharing data with a third party.',
            tip: "Try your bank's tools for a month before paying for anything else.",
          },
          {
            title: 'The spreadsheet still has a place',
            description:
              'A simple spreadsheet costs nothing, works offline and can be shaped around exactly how your household thinks about money. The trade-off is that every transaction has to be entered or imported by hand.',
            tip: 'Start with a basic template of income, fixed bills and a few flexible categories; complexity can come later.',
          },
          {
            title: 'Check security before linking accounts',
            description:
              'Look for two-factor login, read-only bank connections through regulated open-banking providers and a clear privacy policy. Avoid any app that asks for your online banking password directly.',
            tip: 'Find out what happens to your data if you cancel, and delete your account properly when you leave.',
          },
        ],
      },
      es: {
        slug: 'comparativa-de-apps-para-hacer-presupuestos',
        title: 'Apps de presupuesto: ¿qué estilo encaja con tu forma de gastar?',
        excerpt:
          'Desde los sistemas de sobres más manuales hasta las apps que lo registran todo por ti, las herramientas de presupuesto se diferencian más por su filosofía que por sus funciones. Si eliges el estilo que encaja con tus hábitos, te resultará mucho más fácil mantenerlo.',
        tips: [
          {
            title: 'Decide para qué quieres la app',
            description:
              'Hay quien necesita una herramienta que le obligue a planificar hasta el último céntimo y quien solo quiere ver en qué se le ha ido el dinero. Antes de comparar funciones, apunta tu objetivo principal: salir de deudas, ahorrar para la entrada de un piso o dejar de quedarte en números rojos.',
            tip: 'La mejor app es la que de verdad abres cada semana.',
          },
          {
            title: 'Apps de base cero para quien quiere control',
            description:
              'Las apps de presupuesto base cero, como Ledgerly, te piden asignar una función a cada parte de tus ingresos antes de que empiece el mes. Exigen más esfuerzo, pero muchos usuarios dicen que la revisión semanal es lo que por fin les cambió los hábitos.',
            tip: 'El primer mes será un poco caótico; casi todo el mundo necesita dos o tres ciclos para cogerle el truco.',
            cta_text: 'Probar Ledgerly gratis',
            affiliate_note: 'Contenido patrocinado: podemos recibir una comisión si te suscribes a través de este enlace.',
          },
          {
            title: 'Registro automático para una visión sin esfuerzo',
            description:
              'Herramientas como Tallybird se conectan a tus cuentas, clasifican los movimientos por categorías y te avisan de gastos fuera de lo normal. Son ideales si quieres información sin teclear nada, aunque de vez en cuando habrá que corregir alguna categoría.',
            tip: 'Dedica cinco minutos a la semana a revisar categorías, o los gráficos mensuales te engañarán sin que lo notes.',
            cta_text: 'Ver planes de Tallybird',
            affiliate_note: 'Contenido patrocinado: podemos recibir una comisión si te suscribes a través de este enlace.',
          },
          {
            title: 'No subestimes las herramientas de tu banco',
            description:
              'Muchas apps bancarias ya incluyen categorías de gasto, huchas de ahorro y avisos de recibos sin coste adicional. Si solo tienes una o dos cuentas, quizá te basten sin compartir tus datos con terceros.',
            tip: 'Prueba durante un mes lo que ofrece tu banco antes de pagar por otra cosa.',
          },
          {
            title: 'La hoja de cálculo sigue teniendo su sitio',
            description:
              'Una hoja de cálculo sencilla no cuesta nada, funciona sin conexión y se adapta exactamente a cómo se organiza tu casa con el dinero. A cambio, cada movimiento hay que introducirlo o importarlo a mano.',
            tip: 'Empieza con una plantilla básica de ingresos, gastos fijos y unas pocas categorías flexibles; lo complicado puede esperar.',
          },
          {
            title: 'Revisa la seguridad antes de vincular cuentas',
            description:
              'Busca verificación en dos pasos, conexiones de solo lectura mediante proveedores de banca abierta regulados y una política de privacidad clara. Desconfía de cualquier app que te pida directamente la contraseña de tu banca online.',
            tip: 'Infórmate de qué pasa con tus datos si te das de baja y elimina bien la cuenta cuando la dejes.',
          },
        ],
      },
      ar: {
        slug: 'مقارنة-تطبيقات-إدارة-الميزانية',
        title: 'مقارنة تطبيقات الميزانية: أي أسلوب يناسب طريقتك في الإنفاق؟',
        excerpt:
          'من أنظمة الظروف اليدوية إلى التطبيقات التي تتتبع كل شيء نيابةً عنك، تختلف أدوات الميزانية في فلسفتها أكثر مما تختلف في ميزاتها. اختر الأسلوب الذي يوافق عاداتك، وستزيد فرص التزامك به كثيرًا.',
        tips: [
          {
            title: 'حدّد ما تريده من التطبيق',
            description:
              'بعض الناس يحتاجون إلى أداة تُلزمهم بتخطيط كل قرش، وآخرون يريدون فقط معرفة أين ذهبت أموالهم. قبل مقارنة الميزات، اكتب هدفك الرئيسي، كسداد الديون أو الادخار لدفعة أولى لمنزل أو التوقف عن السحب على المكشوف.',
            tip: 'أفضل تطبيق هو الذي ستفتحه فعلًا كل أسبوع.',
          },
          {
            title: 'تطبيقات الميزانية الصفرية لمحبي التخطيط الدقيق',
            description:
              'تطلب منك تطبيقات الميزانية الصفرية، مثل Ledgerly، أن تحدد مهمة لكل جزء من دخلك قبل بداية الشهر. إنها تحتاج إلى جهد أكبر، لكن كثيرًا من المستخدمين يقولون إن المراجعة الأسبوعية هي ما غيّر عاداتهم أخيرًا.',
            tip: 'توقّع أن يكون الشهر الأول فوضويًا بعض الشيء، فمعظم الناس يحتاجون إلى دورتين أو ثلاث ليعتادوا الطريقة.',
            cta_text: 'جرّب Ledgerly مجانًا',
            affiliate_note: 'محتوى مموّل: قد نحصل على عمولة إذا اشتركت عبر هذا الرابط.',
          },
          {
            title: 'أدوات التتبع التلقائي لنظرة شاملة بلا عناء',
            description:
              'ترتبط أدوات مثل Tallybird بحساباتك، فتصنّف المعاملات وتنبّهك إلى أي إنفاق غير معتاد. إنها مثالية إن أردت فهم وضعك دون إدخال يدوي، وإن كانت التصنيفات تحتاج إلى تصحيح من حين لآخر.',
            tip: 'خصّص خمس دقائق أسبوعيًا لتصحيح التصنيفات، وإلا ضلّلتك الرسوم البيانية الشهرية دون أن تشعر.',
            cta_text: 'اطّلع على باقات Tallybird',
            affiliate_note: 'محتوى مموّل: قد نحصل على عمولة إذا اشتركت عبر هذا الرابط.',
          },
          {
            title: 'لا تتجاهل أدوات بنكك المدمجة',
            description:
              'كثير من التطبيقات المصرفية تقدّم اليوم تصنيف المصروفات وحصّالات الادخار وتذكيرات الفواتير دون تكلفة إضافية. إن كان لديك حساب أو اثنان فقط، فقد تكفيك تمامًا دون مشاركة بياناتك مع طرف ثالث.',
            tip: 'جرّب أدوات بنكك لمدة شهر قبل أن تدفع مقابل أي تطبيق آخر.',
          },
          {
            title: 'جدول البيانات ما زال خيارًا وجيهًا',
            description:
              'جدول بيانات بسيط لا يكلّف شيئًا، ويعمل دون اتصال، ويمكن تشكيله تمامًا وفق طريقة تفكير أسرتك في المال. في المقابل، يجب إدخال كل معاملة أو استيرادها يدويًا.',
            tip: 'ابدأ بقالب بسيط يضم الدخل والفواتير الثابتة وبضع فئات مرنة، واترك التعقيد لوقت لاحق.',
          },
          {
            title: 'تحقّق من الأمان قبل ربط حساباتك',
            description:
              'ابحث عن تسجيل الدخول بخطوتين، والربط بالبنك بصلاحية القراءة فقط عبر مزوّدي خدمات مصرفية مفتوحة مرخّصين، وسياسة خصوصية واضحة. وتجنّب أي تطبيق يطلب كلمة مرور حسابك المصرفي مباشرةً.',
            tip: 'اعرف مصير بياناتك إن ألغيت اشتراكك، واحذف حسابك بالكامل عند المغادرة.',
          },
        ],
      },
      fr: {
        slug: 'comparatif-des-applis-de-gestion-de-budget',
        title: 'Applis de budget : quel style correspond à votre façon de dépenser ?',
        excerpt:
          "Des méthodes d'enveloppes très manuelles aux applis qui suivent tout à votre place, les outils de budget diffèrent davantage par leur philosophie que par leurs fonctions. Choisissez le style adapté à vos habitudes : vous aurez bien plus de chances de tenir.",
        tips: [
          {
            title: "Définissez ce que vous attendez de l'appli",
            description:
              "Certains ont besoin d'un outil qui les oblige à planifier chaque centime, d'autres veulent simplement savoir où est passé leur argent. Avant de comparer les fonctions, notez votre objectif principal : solder une dette, épargner pour un apport ou en finir avec le découvert.",
            tip: 'La meilleure appli est celle que vous ouvrirez vraiment chaque semaine.',
          },
          {
            title: 'Le budget base zéro pour les planificateurs',
            description:
              "Les applis de budget base zéro, comme Ledgerly, vous demandent d'attribuer un rôle à chaque part de vos revenus avant le début du mois. Elles demandent plus d'efforts, mais de nombreux utilisateurs affirment que le point hebdomadaire est ce qui a enfin changé leurs habitudes.",
            tip: 'Attendez-vous à un premier mois un peu brouillon : il faut souvent deux ou trois cycles pour trouver son rythme.',
            cta_text: 'Essayer Ledgerly gratuitement',
            affiliate_note: 'Contenu sponsorisé : nous pouvons percevoir une commission si vous vous abonnez via ce lien.',
          },
          {
            title: "Le suivi automatique pour une vue d'ensemble sans effort",
            description:
              "Des outils comme Tallybird se connectent à vos comptes, classent les opérations par catégorie et signalent les dépenses inhabituelles. Ils sont parfaits pour y voir clair sans saisie manuelle, même s'il faut corriger une catégorie de temps en temps.",
            tip: 'Consacrez cinq minutes par semaine à corriger les catégories, sinon les graphiques mensuels vous induiront en erreur.',
            cta_text: 'Voir les formules Tallybird',
            affiliate_note: 'Contenu sponsorisé : nous pouvons percevoir une commission si vous vous abonnez via ce lien.',
          },
          {
            title: 'Ne négligez pas les outils de votre banque',
            description:
              "Beaucoup d'applis bancaires proposent désormais catégories de dépenses, cagnottes d'épargne et rappels de prélèvements sans surcoût. Si vous n'avez qu'un ou deux comptes, elles suffiront peut-être, sans partager vos données avec un tiers.",
            tip: 'Testez les outils de votre banque pendant un mois avant de payer pour autre chose.',
          },
          {
            title: 'Le tableur garde toute sa place',
            description:
              "Un tableur simple ne coûte rien, fonctionne hors ligne et s'adapte exactement à la façon dont votre foyer gère l'argent. En contrepartie, chaque opération doit être saisie ou importée à la main.",
            tip: "Partez d'un modèle basique avec revenus, charges fixes et quelques catégories souples ; la complexité viendra plus tard.",
          },
          {
            title: 'Vérifiez la sécurité avant de connecter vos comptes',
            description:
              "Recherchez l'authentification à deux facteurs, des connexions en lecture seule via des prestataires d'open banking agréés et une politique de confidentialité claire. Fuyez toute appli qui vous demande directement le mot de passe de votre banque en ligne.",
            tip: 'Renseignez-vous sur le sort de vos données en cas de résiliation, et supprimez vraiment votre compte en partant.',
          },
        ],
      },
      zh: {
        slug: '预算记账App横向对比',
        title: '预算App大比拼：哪种风格适合你的花钱方式？',
        excerpt:
          '从手动分配的“信封法”到替你自动记账的工具，预算App的差别更多在理念而非功能。选对符合自己习惯的风格，才更容易坚持下去。',
        tips: [
          {
            title: '先想清楚你要App帮你做什么',
            description:
              '有人需要一个逼着自己规划每一分钱的工具，有人只想看清钱都花到哪儿去了。比较功能之前，先写下你的主要目标，比如还清债务、攒首付或者不再透支。',
            tip: '最好的App，是你每周真的会打开的那一个。',
          },
          {
            title: '零基预算App：适合喜欢亲自规划的人',
            description:
              '像Ledgerly这样的零基预算App，要求你在月初就给每一笔收入分配好用途。它们更费工夫，但不少用户说，正是每周的复盘让他们终于改掉了旧习惯。',
            tip: '第一个月难免有点乱，大多数人要经过两三个周期才能上手。',
            cta_text: '免费试用Ledgerly',
            affiliate_note: '赞助内容：如果你通过此链接订阅，我们可能会获得佣金。',
          },
          {
            title: '自动记账工具：省心掌握全局',
            description:
              'Tallybird这类工具会连接你的账户，自动给交易分类，并提醒异常支出。如果你想了解开销却不想手动录入，它们很合适，不过分类偶尔需要手动纠正。',
            tip: '每周花五分钟修正分类，否则月度图表会在不知不觉中误导你。',
            cta_text: '查看Tallybird套餐',
            affiliate_note: '赞助内容：如果你通过此链接订阅，我们可能会获得佣金。',
          },
          {
            title: '别忽视银行自带的工具',
            description:
              '如今许多银行App都免费提供消费分类、储蓄目标和账单提醒功能。如果你只有一两个账户，这些功能可能就够用，还不必把数据交给第三方。',
            tip: '先用一个月银行自带的工具，再决定要不要为别的App付费。',
          },
          {
            title: '电子表格依然有一席之地',
            description:
              '简单的电子表格不花钱、离线可用，还能完全按照你家的理财思路来设计。代价是每一笔交易都得手动录入或导入。',
            tip: '从收入、固定账单和几个弹性类别的基础模板开始，复杂的功能以后再加。',
          },
          {
            title: '绑定账户前先检查安全性',
            description:
              '确认App支持双重验证、通过受监管的开放银行服务商以只读方式连接银行，并有清晰的隐私政策。任何直接索要你网银密码的App都应避开。',
            tip: '了解注销后你的数据会如何处理，离开时记得彻底删除账户。',
          },
        ],
      },
    },
  },
  {
    key: 'a-simple-sinking-funds-system',
    category: 'money',
    author: 'daniel-ortiz',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-09-24T08:00:00.000Z',
    views: 4150,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'a-simple-sinking-funds-system',
        title: 'A Simple Sinking-Funds System for the Bills You Can See Coming',
        excerpt:
          "Car repairs, annual insurance and holiday gifts are not emergencies; they are expenses with a date you haven't written down yet. Sinking funds spread those costs across the year so they stop knocking your budget off course.",
        tips: [
          {
            title: 'List the irregular costs you already know about',
            description:
              "Go through last year's bank statements and note every expense that does not arrive monthly, from car servicing and insurance renewals to birthdays and school trips. Most households find more than a handful, and the yearly total is usually bigger than expected.",
            tip: "Don't forget costs that come round every few years, such as new tyres, a laptop or a passport renewal.",
          },
          {
            title: 'Divide each cost by the months until it is due',
            description:
              'An annual insurance premium due in ten months needs a tenth of its cost set aside each month, not a scramble in month ten. Add up the monthly amounts for every fund and you have a single figure to save each payday.',
            tip: 'If the total feels too high, start with the three biggest or most stressful costs and add the rest later.',
          },
          {
            title: 'Give the money its own home',
            description:
              'Open a fee-free savings account, or use the savings pots many banks now offer, so the money is visible but out of easy reach. Cash left in your current account tends to get spent on whatever comes up first.',
            tip: "Give each pot a specific name, such as 'Car: tyres and service', so its purpose is impossible to forget.",
          },
          {
            title: 'Automate the transfer on payday',
            description:
              'Schedule a standing order for the day after your salary arrives, so saving happens before spending does. Automation removes the monthly decision, and with it the temptation to skip a month.',
            tip: 'Review the amounts once a year, because insurance premiums and prices rarely stand still.',
          },
          {
            title: 'Spend from the fund without guilt',
            description:
              'When the car needs new brakes, paying from the car fund means the system is working, not that you have failed. Pay the bill, note the new balance and carry on with your regular contributions.',
            tip: "If a cost outgrows its fund, cover the gap and raise next year's monthly amount rather than reaching for a credit card.",
          },
          {
            title: 'Keep sinking funds apart from your emergency fund',
            description:
              'Sinking funds cover the costs you can predict; an emergency fund covers the ones you cannot, like losing your job or an urgent repair. Keeping them separate stops a routine bill from quietly eating into your safety net.',
            tip: 'Once a year, look at which costs caught you out and turn each one into a new sinking fund.',
          },
        ],
      },
      es: {
        slug: 'sistema-sencillo-de-huchas-de-ahorro',
        title: 'Un sistema sencillo de huchas de ahorro para los gastos que ves venir',
        excerpt:
          'Las reparaciones del coche, el seguro anual o los regalos de Navidad no son imprevistos: son gastos con una fecha que aún no has apuntado. Las huchas de ahorro reparten esos costes a lo largo del año para que dejen de descuadrarte el presupuesto.',
        tips: [
          {
            title: 'Haz una lista de los gastos irregulares que ya conoces',
            description:
              'Repasa los extractos bancarios del año pasado y anota cada gasto que no llega cada mes, desde la revisión del coche y la renovación de los seguros hasta los cumpleaños y las excursiones del colegio. La mayoría de los hogares encuentran bastantes, y la suma anual suele superar lo que esperaban.',
            tip: 'No olvides los gastos que llegan cada pocos años, como unos neumáticos nuevos, un portátil o la renovación del pasaporte.',
          },
          {
            title: 'Divide cada gasto entre los meses que faltan',
            description:
              'Para un seguro anual que vence dentro de diez meses, basta con apartar cada mes una décima parte de su importe, en lugar de ir con prisas en el décimo mes. Suma las cantidades mensuales de todas las huchas y tendrás una única cifra que reservar cada vez que cobres.',
            tip: 'Si el total te parece demasiado alto, empieza por los tres gastos más grandes o que más te agobian y añade el resto más adelante.',
          },
          {
            title: 'Dale al dinero su propio sitio',
            description:
              'Abre una cuenta de ahorro sin comisiones o usa los apartados que ya ofrecen muchos bancos, de modo que el dinero esté a la vista pero fuera de tu alcance inmediato. Lo que se queda en la cuenta corriente suele acabar gastado en lo primero que surja.',
            tip: 'Ponle a cada apartado un nombre concreto, como «Coche: ruedas y revisión», para no olvidar nunca para qué sirve.',
          },
          {
            title: 'Automatiza la transferencia el día de cobro',
            description:
              'Programa una transferencia periódica para el día siguiente a recibir la nómina, así ahorras antes de gastar. La automatización elimina la decisión mensual y, con ella, la tentación de saltarte un mes.',
            tip: 'Revisa las cantidades una vez al año, porque las primas de los seguros y los precios rara vez se quedan quietos.',
          },
          {
            title: 'Gasta de la hucha sin sentirte culpable',
            description:
              'Cuando el coche necesite frenos nuevos, pagarlos con la hucha del coche significa que el sistema funciona, no que hayas fallado. Paga la factura, anota el nuevo saldo y sigue con tus aportaciones habituales.',
            tip: 'Si un gasto supera lo que había en su hucha, cubre la diferencia y sube la aportación mensual del año siguiente en lugar de tirar de la tarjeta de crédito.',
          },
          {
            title: 'Separa las huchas del fondo de emergencia',
            description:
              'Las huchas cubren los gastos que puedes prever; el fondo de emergencia, los que no, como perder el empleo o una reparación urgente. Mantenerlos separados evita que un recibo rutinario se vaya comiendo tu colchón de seguridad sin que te des cuenta.',
            tip: '¿Qué gastos te pillaron por sorpresa este año? Conviértelos en huchas nuevas para el próximo.',
          },
        ],
      },
      ar: {
        slug: 'نظام-بسيط-لصناديق-الادخار-المخصصة',
        title: 'نظام بسيط لصناديق الادخار المخصّصة: استعد للنفقات التي تراها قادمة',
        excerpt:
          'إصلاح السيارة والتأمين السنوي وهدايا الأعياد ليست حالات طارئة، بل نفقات لها موعد لم تدوّنه بعد. وصناديق الادخار المخصّصة توزّع هذه التكاليف على مدار العام حتى لا تُربك ميزانيتك.',
        tips: [
          {
            title: 'دوّن النفقات غير المنتظمة التي تعرفها مسبقًا',
            description:
              'راجع كشوف حسابك المصرفي للعام الماضي، وسجّل كل نفقة لا تتكرر شهريًا، من صيانة السيارة وتجديد التأمين إلى أعياد الميلاد والرحلات المدرسية. تجد معظم الأسر عددًا لا بأس به منها، ويكون مجموعها السنوي غالبًا أكبر مما توقّعت.',
            tip: 'لا تنسَ النفقات التي تتكرر كل بضع سنوات، كالإطارات الجديدة أو الحاسوب المحمول أو تجديد جواز السفر.',
          },
          {
            title: 'قسّم كل نفقة على الأشهر المتبقية حتى موعدها',
            description:
              'قسط التأمين السنوي المستحق بعد عشرة أشهر يعني أن تدّخر عُشر قيمته كل شهر، لا أن تتدبّر المبلغ كاملًا في الشهر العاشر. اجمع المبالغ الشهرية لكل الصناديق، وستحصل على رقم واحد تجنّبه مع كل راتب.',
            tip: 'إن بدا لك المجموع مرتفعًا، فابدأ بأكبر ثلاث نفقات أو أكثرها إثارة للقلق، وأضف الباقي لاحقًا.',
          },
          {
            title: 'خصّص للمال مكانًا مستقلًا',
            description:
              'افتح حساب ادخار بلا رسوم، أو استخدم الحسابات الفرعية التي توفّرها بنوك كثيرة اليوم، ليبقى المال ظاهرًا أمامك لكن بعيدًا عن متناول يدك. فالمال الذي يبقى في الحساب الجاري يُنفَق عادةً على أول ما يطرأ.',
            tip: 'أطلق على كل صندوق اسمًا محددًا، مثل «السيارة: إطارات وصيانة»، حتى لا تنسى الغرض منه أبدًا.',
          },
          {
            title: 'اجعل التحويل تلقائيًا يوم الراتب',
            description:
              'حدّد تحويلًا دوريًا في اليوم التالي لنزول الراتب، ليأتي الادخار قبل الإنفاق. الأتمتة تُلغي القرار الشهري، ومعه إغراء تخطّي شهر هنا أو هناك.',
            tip: 'راجع المبالغ مرة في السنة، فأقساط التأمين والأسعار نادرًا ما تبقى على حالها.',
          },
          {
            title: 'أنفق من الصندوق دون شعور بالذنب',
            description:
              'حين تحتاج سيارتك إلى مكابح جديدة، فإن الدفع من صندوق السيارة يعني أن النظام يعمل، لا أنك أخفقت. ادفع الفاتورة، وسجّل الرصيد الجديد، وواصل مساهماتك المعتادة.',
            tip: 'إن تجاوزت نفقةٌ رصيد صندوقها، فغطِّ الفرق وارفع المساهمة الشهرية للعام المقبل بدلًا من اللجوء إلى بطاقة الائتمان.',
          },
          {
            title: 'افصل هذه الصناديق عن صندوق الطوارئ',
            description:
              'تغطي الصناديق المخصّصة النفقات التي يمكنك توقّعها، أما صندوق الطوارئ فيغطي ما لا يمكن توقّعه، كفقدان العمل أو إصلاح عاجل. والفصل بينهما يمنع فاتورة روتينية من أن تلتهم شبكة أمانك بصمت.',
            tip: 'ما النفقات التي فاجأتك هذا العام؟ حوّل كلًّا منها إلى صندوق جديد للعام المقبل.',
          },
        ],
      },
      fr: {
        slug: 'systeme-simple-d-enveloppes-d-epargne',
        title: "Un système simple d'enveloppes d'épargne pour les dépenses qu'on voit venir",
        excerpt:
          "Réparations de voiture, assurance annuelle, cadeaux de fin d'année : ce ne sont pas des imprévus, mais des dépenses dont vous n'avez pas encore noté la date. Les enveloppes d'épargne étalent ces coûts sur l'année pour qu'ils cessent de faire dérailler votre budget.",
        tips: [
          {
            title: 'Listez les dépenses irrégulières déjà connues',
            description:
              "Épluchez vos relevés bancaires de l'année passée et notez chaque dépense qui ne revient pas tous les mois, de l'entretien de la voiture au renouvellement des assurances, en passant par les anniversaires et les sorties scolaires. La plupart des foyers en trouvent un bon nombre, et le total annuel dépasse souvent leurs prévisions.",
            tip: "N'oubliez pas les dépenses qui reviennent tous les deux ou trois ans, comme des pneus neufs, un ordinateur portable ou le renouvellement du passeport.",
          },
          {
            title: 'Divisez chaque dépense par le nombre de mois restants',
            description:
              "Une prime d'assurance annuelle à régler dans dix mois demande de mettre de côté un dixième de son montant chaque mois, plutôt que de courir après l'argent le dixième mois. Additionnez les montants mensuels de toutes les enveloppes : vous obtenez un seul chiffre à épargner à chaque paie.",
            tip: 'Si le total vous paraît trop élevé, commencez par les trois dépenses les plus lourdes ou les plus stressantes, et ajoutez les autres plus tard.',
          },
          {
            title: 'Donnez à cet argent son propre compte',
            description:
              "Ouvrez un livret d'épargne sans frais ou utilisez les sous-comptes que proposent désormais de nombreuses banques : l'argent reste visible, mais hors de portée immédiate. Ce qui traîne sur le compte courant finit généralement dans la première dépense venue.",
            tip: 'Donnez à chaque enveloppe un nom précis, comme « Voiture : pneus et révision », pour ne jamais oublier à quoi elle sert.',
          },
          {
            title: 'Automatisez le virement le jour de la paie',
            description:
              "Programmez un virement permanent le lendemain du versement de votre salaire, afin d'épargner avant de dépenser. L'automatisation supprime la décision mensuelle, et avec elle la tentation de sauter un mois.",
            tip: "Revoyez les montants une fois par an : les primes d'assurance et les prix restent rarement figés.",
          },
          {
            title: "Puisez dans l'enveloppe sans culpabiliser",
            description:
              "Quand la voiture a besoin de freins neufs, payer avec l'enveloppe voiture, c'est le système qui fonctionne, pas un échec. Réglez la facture, notez le nouveau solde et poursuivez vos versements habituels.",
            tip: "Si une dépense dépasse son enveloppe, comblez l'écart et augmentez le versement mensuel de l'année suivante plutôt que de sortir la carte de crédit.",
          },
          {
            title: "Séparez les enveloppes de l'épargne de précaution",
            description:
              "Les enveloppes couvrent les dépenses prévisibles ; l'épargne de précaution, celles qui ne le sont pas, comme une perte d'emploi ou une réparation urgente. Les garder séparées évite qu'une facture de routine grignote en silence votre filet de sécurité.",
            tip: "Quelles dépenses vous ont pris de court cette année ? Transformez chacune d'elles en nouvelle enveloppe pour l'an prochain.",
          },
        ],
      },
      zh: {
        slug: '简单的专项储蓄法',
        title: '简单好用的专项储蓄法：为看得见的开支提前备钱',
        excerpt:
          '修车、年度保险、节日红包都不是意外，而是你还没写进日历的开支。专项储蓄把这些费用分摊到全年，让它们不再打乱你的预算。',
        tips: [
          {
            title: '列出已知的不定期开支',
            description:
              '翻一翻去年的银行流水，把所有不是每月都有的开支记下来，从汽车保养、保险续费到生日礼物和孩子的学校活动。大多数家庭都能列出不少项，而且全年合计往往比预想的多。',
            tip: '别忘了那些几年才来一次的开销，比如换轮胎、买新电脑或者换领护照。',
          },
          {
            title: '按距离到期的月数平摊',
            description:
              '一笔十个月后到期的年度保费，每个月存下十分之一就够了，不必等到第十个月再手忙脚乱。把所有专项的月存额加起来，就得到每次发工资时要存下的一个数字。',
            tip: '如果总数看起来太高，先从金额最大或最让你焦虑的三项开始，其余的以后再加。',
          },
          {
            title: '给这笔钱单独安个家',
            description:
              '开一个免手续费的储蓄账户，或者使用许多银行现在提供的“存钱罐”之类的子账户功能，让钱看得见却不顺手。留在日常账户里的钱，往往会被最先冒出来的开销花掉。',
            tip: '给每个专项起一个具体的名字，比如“汽车：轮胎和保养”，这样永远不会忘了它的用途。',
          },
          {
            title: '发薪日自动转账',
            description:
              '把定期转账设在工资到账的第二天，先存钱，再花钱。自动化省去了每个月的决定，也就省去了“这个月先跳过”的诱惑。',
            tip: '每年检查一次金额，因为保费和物价很少一成不变。',
          },
          {
            title: '从专项里花钱不必内疚',
            description:
              '车子需要换刹车片时，用汽车专项来付钱，说明这套方法在起作用，而不是你失败了。付完账，记下新余额，然后照常继续每月存入。',
            tip: '如果某项开支超出了专项余额，先补上差额，再调高下一年的月存额，而不是刷信用卡应急。',
          },
          {
            title: '专项储蓄和应急基金分开',
            description:
              '专项储蓄应对的是可以预见的开支；应急基金应对的是无法预见的情况，比如失业或紧急维修。两者分开，才不会让例行账单悄悄蚕食你的安全垫。',
            tip: '今年有哪些开支让你措手不及？把它们都变成明年的新专项。',
          },
        ],
      },
    },
  },
  {
    key: 'buying-second-hand-without-regrets',
    category: 'money',
    author: 'james-okafor',
    read_time: 5,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-10-29T08:30:00.000Z',
    views: 2980,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$$' },
    ],
    translations: {
      en: {
        slug: 'buying-second-hand-without-regrets',
        title: 'Buying Second-Hand Without Regrets',
        excerpt:
          'Pre-owned furniture, bikes, electronics and clothes can cost half the price of new, and the savings are real if you buy carefully. These checks help you spot a genuine bargain and avoid a dud.',
        tips: [
          {
            title: 'Know the new price before you browse',
            description:
              'Look up what the item costs new, including sale prices and refurbished versions, before you browse listings. As a rule of thumb, a second-hand deal is only worth it if it saves at least a third once collection and repairs are counted.',
            tip: 'Check sold listings rather than asking prices to see what items really go for.',
          },
          {
            title: 'Know what to buy used, and what to avoid',
            description:
              'Solid wood furniture, bikes, books, tools and outdoor gear age well and are safe bets. Be more cautious with mattresses, child car seats and helmets, where hidden damage or hygiene can be a real problem.',
            tip: 'If an item protects your body in a crash, buy it new unless you know its full history.',
          },
          {
            title: 'Inspect in person, in daylight',
            description:
              'Meet somewhere bright, take your time and test everything: open the drawers, switch devices on, ride the bike around the block. A seller who rushes you or refuses a test is telling you something important.',
            tip: 'Bring a charger, a tape measure and a photo of the space the item needs to fit.',
          },
          {
            title: 'Ask the right questions',
            description:
              'Ask why they are selling, how old the item is, whether it has been repaired and if they still have the receipt or original box. Honest sellers answer easily, and the answers often give you room to negotiate.',
            tip: 'For electronics, ask for the serial number, then check the warranty status and make sure the device has not been reported stolen before you pay.',
          },
          {
            title: 'Pay safely',
            description:
              "For local pickups, pay only after checking the item, ideally by instant bank transfer on the spot or in cash. For shipped items, stay within the platform's checkout so buyer protection applies, and never pay a stranger with gift cards.",
            tip: 'If a seller asks to move the conversation and payment off the platform, walk away.',
          },
          {
            title: 'Consider certified refurbished',
            description:
              'For phones, laptops and appliances, items refurbished by the manufacturer or a reputable retailer cost less than new and usually come with a warranty. You give up part of the discount in exchange for far less risk.',
            tip: 'Read the condition grading carefully; “excellent” and “good” can mean very different things from one seller to the next.',
          },
        ],
      },
      es: {
        slug: 'comprar-de-segunda-mano-sin-arrepentirse',
        title: 'Comprar de segunda mano sin arrepentirse',
        excerpt:
          'Los muebles, las bicis, la electrónica y la ropa usados pueden costar la mitad que nuevos, y el ahorro es real si compras con cabeza. Estas comprobaciones te ayudan a reconocer una ganga y a esquivar un chasco.',
        tips: [
          {
            title: 'Averigua el precio en nuevo antes de mirar',
            description:
              'Antes de ponerte a ver anuncios, comprueba cuánto cuesta el artículo nuevo, incluidas las rebajas y las versiones reacondicionadas. Como regla general, una compra de segunda mano solo compensa si te ahorra al menos un tercio, contando el transporte y las posibles reparaciones.',
            tip: 'Fíjate en los precios de los artículos ya vendidos, no en lo que se pide, para saber lo que se paga de verdad.',
          },
          {
            title: 'Elige bien qué comprar usado y qué no',
            description:
              'Los muebles de madera maciza, las bicicletas, los libros, las herramientas y el material de montaña envejecen bien y son apuestas seguras. Ten más cuidado con los colchones, las sillas de coche infantiles y los cascos, donde los daños ocultos o la higiene pueden ser un problema serio.',
            tip: 'Si un objeto protege tu cuerpo en caso de accidente, cómpralo nuevo salvo que conozcas su historia completa.',
          },
          {
            title: 'Revísalo en persona y con luz natural',
            description:
              'Queda en un sitio bien iluminado, tómate tu tiempo y pruébalo a fondo: abre los cajones, enciende los aparatos, da una vuelta a la manzana con la bici. Si el vendedor te mete prisa o se niega a que lo pruebes, ya sabes algo importante.',
            tip: 'Lleva un cargador, una cinta métrica y una foto del hueco donde tiene que caber.',
          },
          {
            title: 'Haz las preguntas adecuadas',
            description:
              'Pregunta por qué lo vende, qué antigüedad tiene, si se ha reparado alguna vez y si conserva el tique o la caja original. Un vendedor honrado responde sin problemas, y las respuestas suelen darte margen para negociar.',
            tip: 'En electrónica, pide el número de serie y, antes de pagar, comprueba la garantía y que el aparato no conste como robado.',
          },
          {
            title: 'Paga de forma segura',
            description:
              'Si lo recoges en mano, paga después de revisarlo, a ser posible con una transferencia inmediata en el momento o en efectivo. Si te lo envían, paga siempre a través de la plataforma para tener la protección al comprador, y nunca pagues a un desconocido con tarjetas regalo.',
            tip: '¿El vendedor insiste en seguir la conversación y el pago fuera de la plataforma? Olvídate de esa compra.',
          },
          {
            title: 'Valora los reacondicionados certificados',
            description:
              'En móviles, portátiles y electrodomésticos, los productos reacondicionados por el fabricante o por una tienda de confianza cuestan menos que los nuevos y suelen tener garantía. Renuncias a una parte del descuento a cambio de correr mucho menos riesgo.',
            tip: 'Lee con atención la descripción del estado: «excelente» y «bueno» pueden significar cosas muy distintas según el vendedor.',
          },
        ],
      },
      ar: {
        slug: 'شراء-المستعمل-دون-ندم',
        title: 'اشترِ المستعمل دون أن تندم',
        excerpt:
          'قد تكلّف الأثاث والدراجات والأجهزة الإلكترونية والملابس المستعملة نصف سعرها جديدةً، والتوفير حقيقي إذا اشتريت بحكمة. هذه الخطوات تساعدك على اقتناص الصفقة الجيدة وتجنّب الصفقة الخاسرة.',
        tips: [
          {
            title: 'اعرف سعر الجديد قبل أن تبدأ البحث',
            description:
              'تحقّق من سعر القطعة جديدةً، بما في ذلك العروض والنسخ المجدّدة، قبل أن تتصفّح الإعلانات. وكقاعدة عامة، لا تستحق صفقة المستعمل العناء إلا إذا وفّرت الثلث على الأقل بعد حساب النقل وأي إصلاحات.',
            tip: 'انظر إلى أسعار القطع التي بيعت فعلًا لا إلى الأسعار المطلوبة، لتعرف قيمتها الحقيقية في السوق.',
          },
          {
            title: 'اعرف ما يصلح شراؤه مستعملًا وما لا يصلح',
            description:
              'الأثاث الخشبي المتين والدراجات والكتب والعُدد ومعدات الرحلات تصمد مع الزمن، وشراؤها مستعملة رهان آمن. أما المراتب ومقاعد الأطفال في السيارة والخوذ، فكن أكثر حذرًا معها، لأن العيوب الخفية أو النظافة قد تكون مشكلة حقيقية.',
            tip: 'إذا كانت القطعة تحمي جسدك في حادث، فاشترها جديدة ما لم تعرف تاريخها كاملًا.',
          },
          {
            title: 'افحص القطعة بنفسك وفي ضوء النهار',
            description:
              'التقِ البائع في مكان جيد الإضاءة، وخذ وقتك، وجرّب كل شيء: افتح الأدراج، وشغّل الأجهزة، وقُد الدراجة حول المبنى. والبائع الذي يستعجلك أو يرفض التجربة يعطيك معلومة مهمة.',
            tip: 'خذ معك شاحنًا وشريط قياس وصورة للمكان الذي يجب أن تتسع له القطعة.',
          },
          {
            title: 'اطرح الأسئلة الصحيحة',
            description:
              'اسأل البائع: لماذا يبيعها، وكم عمرها، وهل أُصلحت من قبل، وهل ما زال يحتفظ بالفاتورة أو العلبة الأصلية؟ البائع الصادق يجيب بسهولة، وكثيرًا ما تمنحك الإجابات مجالًا للتفاوض.',
            tip: 'في الأجهزة الإلكترونية، اطلب الرقم التسلسلي، وتحقّق قبل الدفع من حالة الضمان ومن أن الجهاز غير مُبلَّغ عن سرقته.',
          },
          {
            title: 'ادفع بطريقة آمنة',
            description:
              'عند الاستلام يدًا بيد، لا تدفع إلا بعد فحص القطعة، ويُفضَّل أن يكون ذلك بتحويل مصرفي فوري في المكان أو نقدًا. وعند الشراء مع الشحن، التزم بالدفع عبر المنصة لتشملك حماية المشتري، ولا تدفع لغريب أبدًا ببطاقات الهدايا.',
            tip: 'إذا طلب منك البائع نقل المحادثة والدفع إلى خارج المنصة، فانسحب فورًا.',
          },
          {
            title: 'فكّر في الأجهزة المجدّدة المعتمدة',
            description:
              'في الهواتف والحواسيب المحمولة والأجهزة المنزلية، تكلّف القطع التي جدّدتها الشركة المصنّعة أو متجر موثوق أقل من الجديدة، وغالبًا ما تأتي بضمان. تتنازل عن جزء من التخفيض مقابل مخاطرة أقل بكثير.',
            tip: 'اقرأ وصف الحالة بعناية، فكلمتا «ممتازة» و«جيدة» قد تعنيان أمرين مختلفين تمامًا من بائع إلى آخر.',
          },
        ],
      },
      fr: {
        slug: 'acheter-d-occasion-sans-regrets',
        title: "Acheter d'occasion sans regrets",
        excerpt:
          "Meubles, vélos, électronique et vêtements d'occasion peuvent coûter moitié moins cher que neufs, et l'économie est bien réelle si l'on achète avec soin. Ces vérifications vous aident à repérer la bonne affaire et à éviter le mauvais plan.",
        tips: [
          {
            title: 'Renseignez-vous sur le prix du neuf',
            description:
              "Avant de parcourir les annonces, vérifiez le prix de l'article neuf, y compris en promotion ou en version reconditionnée. En règle générale, un achat d'occasion ne vaut le coup que s'il fait économiser au moins un tiers, transport et éventuelles réparations compris.",
            tip: "Regardez le prix des annonces déjà vendues plutôt que les prix affichés pour savoir ce que l'article vaut vraiment.",
          },
          {
            title: "Sachez quoi acheter d'occasion, et quoi éviter",
            description:
              "Les meubles en bois massif, les vélos, les livres, les outils et le matériel de plein air vieillissent bien : ce sont des valeurs sûres. Méfiez-vous davantage des matelas, des sièges auto pour enfants et des casques, pour lesquels des dommages invisibles ou l'hygiène peuvent poser un vrai problème.",
            tip: "Si un objet protège votre corps en cas d'accident, achetez-le neuf, sauf si vous connaissez tout son historique.",
          },
          {
            title: 'Inspectez en personne, à la lumière du jour',
            description:
              'Donnez rendez-vous dans un endroit bien éclairé, prenez votre temps et testez tout : ouvrez les tiroirs, allumez les appareils, faites le tour du pâté de maisons à vélo. Un vendeur qui vous presse ou refuse un essai vous donne une information précieuse.',
            tip: "Apportez un chargeur, un mètre ruban et une photo de l'endroit où l'objet doit trouver sa place.",
          },
          {
            title: 'Posez les bonnes questions',
            description:
              "Demandez pourquoi le vendeur s'en sépare, quel âge a l'objet, s'il a déjà été réparé et s'il a encore la facture ou la boîte d'origine. Un vendeur honnête répond sans difficulté, et les réponses vous donnent souvent une marge de négociation.",
            tip: "Pour l'électronique, demandez le numéro de série et vérifiez, avant de payer, la garantie constructeur et l'absence de signalement de vol.",
          },
          {
            title: 'Payez en toute sécurité',
            description:
              "Pour une remise en main propre, ne payez qu'après avoir vérifié l'article, idéalement par virement instantané sur place ou en espèces. Pour un envoi, restez dans le système de paiement de la plateforme afin de bénéficier de la protection acheteur, et ne payez jamais un inconnu en cartes cadeaux.",
            tip: 'Si le vendeur vous propose de poursuivre la discussion et le paiement hors de la plateforme, passez votre chemin !',
          },
          {
            title: 'Pensez au reconditionné certifié',
            description:
              "Pour les téléphones, les ordinateurs portables et l'électroménager, les produits reconditionnés par le fabricant ou un revendeur sérieux coûtent moins cher que le neuf et sont généralement garantis. Vous renoncez à une partie de la remise en échange d'un risque bien moindre.",
            tip: "Lisez attentivement la description de l'état : « excellent » et « bon » ne veulent pas dire la même chose d'un vendeur à l'autre.",
          },
        ],
      },
      zh: {
        slug: '买二手不踩坑',
        title: '买二手不踩坑：省钱又不后悔的六个要点',
        excerpt:
          '二手家具、自行车、电子产品和衣服，价格可能只有新品的一半；只要买得用心，省下的钱是实打实的。下面这些检查方法，帮你识别好货、避开坑货。',
        tips: [
          {
            title: '先弄清新品价格',
            description:
              '在翻看二手信息之前，先查清新品的价格，包括促销价和官方翻新版。一般来说，算上运费和可能的维修费后，二手货至少要便宜三分之一才划算。',
            tip: '参考已成交的价格，而不是卖家的标价，才能知道东西实际值多少钱。',
          },
          {
            title: '分清哪些适合买二手',
            description:
              '实木家具、自行车、书籍、工具和户外装备经久耐用，买二手很稳妥。床垫、儿童安全座椅和头盔则要格外谨慎，因为隐藏的损伤或卫生问题可能很严重。',
            tip: '凡是在事故中保护身体的东西，除非你清楚它的全部来历，否则就买新的。',
          },
          {
            title: '当面验货，趁白天光线好',
            description:
              '约在光线明亮的地方见面，不慌不忙，逐一试用：拉开抽屉、打开电器、骑着自行车绕街区转一圈。卖家如果催你或不让试，这本身就说明了问题。',
            tip: '带上充电器和卷尺，再拍一张准备摆放位置的照片。',
          },
          {
            title: '问对问题',
            description:
              '问问卖家为什么要卖、用了多久、修过没有、发票或原包装盒还在不在。诚实的卖家会爽快回答，而这些答案往往也给了你砍价的空间。',
            tip: '买电子产品时，先要来序列号，付款前查一查保修状态，并确认它没有被登记为失窃物品。',
          },
          {
            title: '安全付款',
            description:
              '同城面交时，验完货再付款，最好当场转账或付现金。如果需要邮寄，一定要通过平台担保交易，才能享受买家保障，也千万不要用礼品卡给陌生人付款。',
            tip: '卖家要求你离开平台私下沟通、私下付款时，果断放弃。',
          },
          {
            title: '考虑官方认证翻新',
            description:
              '手机、笔记本电脑和家电等，由厂家或正规商家翻新的产品比新品便宜，而且通常带保修。你少省了一点钱，却换来了低得多的风险。',
            tip: '仔细阅读成色说明：不同卖家口中的“极好”和“良好”可能相差很远。',
          },
        ],
      },
    },
  },
];
