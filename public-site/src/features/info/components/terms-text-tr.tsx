import { Link, withLang } from '@coach/kit';

// The terms of use exist in Turkish only (docs/product-rules.md §18): the binding text is not translated, so it is
// written here as it stands rather than through the message catalogues, and shown unchanged on the
// English page too. Change it together with `legalTextsEffectiveOn`.

/** The Turkish terms of use; links lead to pages in the language of the page showing it. */
export function TermsTextTr({ lang }: { lang: 'tr' | 'en' }) {
  const to = (path: string) => withLang(lang, path);
  return (
    <>
      <h2>1. Taraflar ve konu</h2>
      <p>
        Bu Kullanım Koşulları, Koçluk Saatleri platformunu (“Platform”) işleten taraf ile Platform’a üye olan
        kişi (“Üye”) arasındaki ilişkiyi düzenler. Platform, koçluk eğitimi alan üyelerin eşleşmeli projelerde
        koçluk yaparak ve koçluk alarak deneyim saati kazanmalarını sağlar. Üye olmakla bu koşulları,
        Platform’un <Link to={to('/rules')}>proje kurallarını</Link> ve{' '}
        <Link to={to('/privacy')}>aydınlatma metnini</Link> okuduğunuzu ve kabul ettiğinizi beyan edersiniz.
      </p>

      <h2>2. Tanımlar</h2>
      <ul>
        <li>
          <strong>Koç:</strong> Bir projede koçluk yapan ve bunun için puan harcayan Üye.
        </li>
        <li>
          <strong>Danışan:</strong> Bir projede koçluk alan ve bunun için puan kazanan Üye.
        </li>
        <li>
          <strong>Proje:</strong> Bir koç ile bir danışanın en fazla 15 hafta süren eşleşmesi.
        </li>
        <li>
          <strong>Puan:</strong> Üyenin projelerden doğan, değiştirilemez kayıtların toplamı olan bakiyesi.
        </li>
        <li>
          <strong>Eğitim belgesi:</strong> Üyenin koçluk eğitimini gösteren ve yöneticilerce incelenen belge.
        </li>
      </ul>

      <h2>3. Üyelik</h2>
      <ul>
        <li>Üye olmak için 18 yaşını doldurmuş olmak gerekir.</li>
        <li>
          Üye, kayıt sırasında doğru ve güncel bilgi verir. T.C. vatandaşları T.C. kimlik numarasını,
          diğerleri pasaport numarasını bildirir. E-posta adresi ve kimlik numarası kayıttan sonra
          değiştirilemez.
        </li>
        <li>
          Giriş yapabilmek için e-posta adresinin doğrulanması gerekir. Üye, şifresini gizli tutmaktan ve
          hesabını başkasına kullandırmamaktan sorumludur.
        </li>
        <li>
          Üyelik, satın alınan paketin süresi boyunca geçerlidir. Süresi dolan üye verilerini korur ancak
          yenileme yapana kadar yeni talep gönderemez. Süre dolmadan yapılan yenileme, yeni süreyi mevcut
          bitiş tarihine ekler.
        </li>
      </ul>

      <h2>4. Hizmetin kapsamı</h2>
      <p>
        Platform, üyeleri eşleştirir, projeleri ve puanları kaydeder. Koçluk görüşmelerinin kendisi, içeriği
        ve kalitesi koç ile danışanın sorumluluğundadır; Platform bu görüşmelerin tarafı değildir. Platform
        bir akreditasyon kuruluşu değildir: kayıtlı saatlerin bir akreditasyon başvurusunda kabul edilip
        edilmeyeceğine ilgili kuruluş karar verir.
      </p>

      <h2>5. Proje ve puan kuralları</h2>
      <p>
        Projeler, Platform’da yayımlanan <Link to={to('/rules')}>proje kurallarına</Link> göre yürür; bu
        kurallar bu koşulların parçasıdır. Özetle: bir proje en fazla 15 hafta sürer; görüşmeler arasında en
        fazla iki hafta olur; danışan aldığı her seans saati için bir puan kazanır, koç verdiği her seans
        saati için bir puan harcar; 15 hafta içinde kapatılmayan projeyi sistem sonlandırır ve iki taraftan da
        7 puan düşülür. Puan kayıtları sonradan değiştirilmez veya silinmez.
      </p>

      <h2>6. Üyelik paketleri ve ödeme</h2>
      <ul>
        <li>
          Paket fiyatları ABD doları (USD) cinsindendir ve ödeme anında Platform’un kayıtlı fiyatı esas
          alınır.
        </li>
        <li>Ödemeler kart ödeme hizmet sağlayıcısı üzerinden alınır; kart bilgileri Platform’a ulaşmaz.</li>
        <li>
          Koçluk yapabilmek için koç düzeyinde bir paket ve onaylanmış bir eğitim belgesi gerekir. Danışan
          düzeyindeki paket yalnızca koçluk almayı sağlar.
        </li>
        <li>
          Satın almaya ilişkin ayrıntılar, ödeme sırasında onaylanan mesafeli satış sözleşmesinde yer alır.
          Tüketici mevzuatından doğan haklarınız saklıdır.
        </li>
      </ul>

      <h2>7. Üyenin yükümlülükleri</h2>
      <ul>
        <li>
          Koçluk görüşmelerinde öğrendiklerinizi gizli tutarsınız; bunları ortağınızın açık izni olmadan
          kimseyle paylaşmazsınız.
        </li>
        <li>
          Ortağınıza saygılı davranır, görüşme zamanlarına uyar ve projeyi kurallara uygun biçimde
          kapatırsınız.
        </li>
        <li>Gerçeğe aykırı eğitim belgesi yüklemez, seans sayısını olduğundan farklı bildirmezsiniz.</li>
        <li>
          Platform’un işleyişini bozacak, başkasının hesabına erişmeye yönelik girişimlerde bulunmazsınız.
        </li>
      </ul>

      <h2>8. Hesabın pasife alınması ve kilitlenmesi</h2>
      <p>
        Bu koşullara veya proje kurallarına aykırılık hâlinde yöneticiler hesabı pasife alabilir ya da
        kilitleyebilir; bu durumda hesabın açık oturumları hemen sona erer ve hesapla giriş yapılamaz. Üye,
        nedenini iletişim sayfasından sorabilir ve karara itiraz edebilir.
      </p>

      <h2>9. Fikrî mülkiyet</h2>
      <p>
        Platform’un yazılımı, tasarımı ve metinleri işletene aittir. Üye, profiline yüklediği fotoğraf ve
        tanıtım yazısı üzerindeki haklarını korur ve bunların Platform’da diğer üyelere gösterilmesine izin
        verir.
      </p>

      <h2>10. Sorumluluğun sınırları</h2>
      <p>
        Platform’un kesintisiz ve hatasız çalışması için gereken özen gösterilir; bakım veya arıza nedeniyle
        kısa süreli kesintiler olabilir. Üyeler arasındaki görüşmelerden doğan anlaşmazlıklarda Platform,
        kayıtlarını taraflarla ve yetkili mercilerle paylaşmak dışında sorumluluk üstlenmez. Bu sınırlama,
        kanunen sınırlanamayan sorumlulukları kapsamaz.
      </p>

      <h2>11. Kişisel veriler ve çerezler</h2>
      <p>
        Kişisel verileriniz <Link to={to('/privacy')}>aydınlatma metninde</Link>, tarayıcınızda tutulan
        bilgiler ise <Link to={to('/cookie-policy')}>çerez politikasında</Link> açıklandığı gibi işlenir.
      </p>

      <h2>12. Değişiklikler ve bildirimler</h2>
      <ul>
        <li>
          Bu koşullardaki değişiklikler Platform’da yayımlanır ve yürürlüğe girmeden en az 3 gün önce üyelere
          e-posta ile bildirilir.
        </li>
        <li>
          Üyeye yapılacak bildirimler, kayıtlı e-posta adresine gönderilir ve gönderimden 1 gün sonra ulaşmış
          sayılır.
        </li>
        <li>
          Üye, Platform’a <Link to={to('/contact')}>iletişim sayfasından</Link> ulaşabilir.
        </li>
      </ul>

      <h2>13. Uygulanacak hukuk ve uyuşmazlıklar</h2>
      <p>
        Bu koşullara Türk hukuku uygulanır. Uyuşmazlıklarda, tüketici işlemlerinde mevzuatta belirlenen
        parasal sınırlar içinde tüketici hakem heyetleri, bunların üzerinde tüketici mahkemeleri yetkilidir.
      </p>

      <h2>14. Yürürlük</h2>
      <p>
        Bu koşullar, sayfanın başında belirtilen tarihten itibaren geçerlidir ve üyelik sona erene kadar
        yürürlükte kalır.
      </p>
    </>
  );
}
