#pragma once
// Written by bash scripts/record_static_orders.sh (test/pipesched/record_static_orders.cpp);
// do not edit. The format: static_recorded_order.hpp.
#include "static_recorded_order.hpp"

namespace pipesched::detail {
// clang-format off
inline constexpr recorded_order recorded_orders[] = {
    {family::interleaved_grouped, {9, 1, 2, 0, 0}, false, placement::loop, true,
     "AQTBRXDVFWCE|S.'WCUFE|/-|=|=|=|=|=|/$-&"},
    {family::interleaved_grouped, {9, 2, 2, 0, 0}, false, placement::loop, true,
     "AQAQTBR$!XDVF%#WCE$!|SAQ$!;(:%U%#EE|>;|=|=|=|=|=|>'TBDV9+"},
    {family::interleaved_grouped, {9, 3, 2, 0, 0}, false, placement::loop, true,
     "AQ##TBR$%XDVF%'WCE$%|SAQ$%d+c)U%#e!UEE|ge|=|=|=|=|=|g*##DV^!a/"},
    {family::interleaved_grouped, {9, 4, 2, 0, 0}, false, placement::loop, true,
     "AQ#%TBR$(XDVF%+WCE$(|SAQ$(q.p-U%#o!%%E|us|=|=|=|=|=|u-#%DVg!$%m0"},
    {family::interleaved_grouped, {9, 5, 2, 0, 0}, false, placement::loop, true,
     "AQ#'TBR$+XDVF%/WCE$+|SAQ$+~##1~#!1U%#y!%)E|~#(}%#E|=|=|=|=|=|~#(0#'DVp!$(y4"},
    {family::interleaved_grouped, {9, 6, 2, 0, 0}, false, placement::loop, true,
     "AQ#)TBR$.XDVF%3WCE$.|SAQ$.~#04~#/5U%#E%/E|~#6}~#62|=|=|=|=|~#6[{!'%~#6e|~#63#%~#.#w!&$$(~#*8"},
    {family::interleaved_grouped, {9, 7, 2, 0, 0}, false, placement::loop, true,
     "AQ#+TBR$1XDVF%&$%F,#WCWC*(.$EEEWC&!E|SAQ$1~#>hU$!,*2&~#_$U'!E|~#`}~#`[|=|=|=|~#`b~#3#~#d)~#`h|~#"
     "`[x!~#`,$%.&~#^7FF~#^'EE|~#`6##~#>#~#.$DV##*$~#$&,)~#5(F~#5(E"},
    {family::interleaved_grouped, {9, 8, 2, 0, 0}, false, placement::loop, true,
     "AQ#-TBR$4XDVF%.$!WC##F/#,&E?#EWCE!#(!|SAQ$4~#fkU$%~#i&/'~#l'U~#m&UE|~#n}~#nj|=|~#nh{#~#r1~#nh|~#"
     "nbu!~#n-(&~#nl|~#n_~#k7(%~#m:/#~#m-E|~#n[~#kf4%~#m.F~#m,E|~#n9TB~#h#~#<$&+~#_-//~#]$F~#])E"},
    {family::interleaved_grouped, {9, 9, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVF%6WC#)FE2$($FEEEWC&%|SAQ$7~#ssU$.~#y&)%~#z%U'&|~#}n~#&#~$%9~#}h|~#}h{!~#}-(&~#}t|~#"
     "}e~#y7~$%.~#}h|~#}b~#y?~$%*~#}h|~#}_~#ya(%~#{2~$7&~#{2E|~#}[~#yz:(~$($~#{.E|~#}<~#w#~#>$&5~#k48$"
     "a%F~#i-E"},
    {family::interleaved_grouped, {9, 10, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'#%2]!0(WCE$+4!WC#%FEE3#E|SAQ$7~#}:'%Fb!~$(3F[&~$%%UE%/~$*$U$(~$.%UEE|~$/k~$,)~$3"
     ">@&~$/h|~$/h~$,0~$3[~#i$~$/c|~$/e~$,7~$39~#f#~$3%~$.;E~$.'F|~$/b~$,?~$35~$/#%!E~$3.~$/8|~$/_~$,a"
     "~$31~$/'~$3.~$/8|~$/[~$,h~$3-~$/+~$3*~$/8|~$/<~$*#~#`$&[l!~#x/~#}%~#v7"},
    {family::interleaved_grouped, {9, 11, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ')%._!Fc&%#WCE$+4!$!WC#%FF5!7!!#|SAQ$7~$-:'%Fb!(*%+~$/'(&WCUE%/~$7'U$(~$;$*#~$>$|"
     "~$>k~$:)~$][e)~#t#~$>l|~$>h~$:0~$]@]!FWCU(#~$>l|~$>e~$:7~$]<~$:&%!~$<kE|~$>b~$:?~$]8~#o#~$]%~$[."
     "~$<1EE~$<+FF|~$>_~$:a~$]4~$>&~#r#~$]-~$>]|~$>[~$:h~$]0~$>*~$]-~$>]|~$><~$8#~#n$&[~$(&(%~$+'~$/%]"
     "#~$'>"},
    {family::interleaved_grouped, {9, 12, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'/%'^&(-WCE$.7!$%WC##FFa!##E!$|SAQ$7~$9:'%Fb!(1~$^8WCUF%!EE&#%+~$a*U$%~$d$-&~$g%|"
     "~$gk~$d)~$ki~#{#(%~$gq|~$gh~$d0~$kbWCU'!~#y#(!~$gq|~$ge~$d7~$k@~#u#~$k(E+%~$^$~$g:E?$-(FFF|~$gb~"
     "$d?~$k;~$g#%!~$a&~#1%~$fi~$g#|~$g_~$da~$k7~$g'~$k3~$fa~$g#|~$g[~$dh~$k0~$d#(%~$7$~$k3~$ga|~$g<~$"
     "b#~#}$&[~$6-~$>0~$<$f###~$3<"},
    {family::interleaved_grouped, {9, 13, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'5%#`&(0WCE$-&!E>!$%0#}$F+#-!Eb#!!|SAQ$7~$a:'%Fb!(8~$d6U(&E%#&$%&1$~$o*2#~$q'-#0#"
     "n%!!|~$uk~$r)~$yl~$r*(&~$ut|~$uh~$r0~$ye~$r)'!~#{#(#~$u@1#E~$u)En%FFF|~$ue~$r7~$y^~$r)E~$y)2&~$u"
     "p|~$ub~$r?~$y?~$u#~$r)~$y5~$uh|~$u_~$ra~$y7~$r#(%~#r$~$y6~$t8~%6&~$t,F|~$u[~$rh~$y0~$r*~$y:.&~$t"
     "`~$u$|~$u<~$p#~$/$&[~$`4~$g,'(m###~$/&0#~$@6"},
    {family::interleaved_grouped, {9, 14, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ';b&(0WCE'%$0^!$%WCFFk#&#WC##F_#%$EE|SAQ$7~$m:'%Fb!(@~$q2U(&~$y%UE%#&$%*~%!*U~%#+"
     "U$%~%&#r&!!|~%(k~%%)~%,o~%%1(&~%(;EE~%(0m%&$FFF|~%(h~%%0~%,h~%%8~%,2~%(h|~%(e~%%7~%,a~%%@~%,.~%("
     "h|~%(b~%%?~%,?~%%#(%~%%<~%,*~%(h|~%(_~%%a~%,7~%%*~%,d~%'0E~%':F|~%([~%%h~%,0~%%1~%,]~%%,~#4%~%,$"
     "~%'7F|~%(<~%##~$>$&[~$n;~$u('.DV##0%DV&$~$f3~$g%"},
    {family::interleaved_grouped, {9, 15, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ']h&()WCE'1$.h!$(FF&'WC#%_#%$EFF|SAQ$7~$y:'%z#(b~%#+U(&~$z%(/E&#%+~%07U$(d$&%EFF|"
     "~%6k~%3)~%:o~%3@~%:3~%6k|~%6h~%30~%:h~%3b~%:/~%6k|~%6e~%37~%:a~%3#(%~%3_~%:+~%6k|~%6b~%3?~%:?~%3"
     "*~%:m~%6k|~%6_~%3a~%:7~%31~%:h~%5+E~%5^F|~%6[~%3h~%:0~%38~%:a~%3,1%~%5@F|~%6<~%1#~$g$&[~$}^~%(('"
     "1DV#%,$~#3$~$r;F"},
    {family::interleaved_grouped, {9, 16, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'cn&(!WCE'>$(n#%&$%5!.#((##f#E&#FFF|SAQ$7~%*:'%z#(i~$m$U(&~${%(>E&#%#~%>2U~%7&)($"
     "%l$v%FFF|~%`k~%])~%do~%]i~%d+~%`s|~%`h~%]0~%dh~%]#(%~%]f(&~%`t|~%`e~%]7~%da~%]*~%doXDV~%*$~%`l|~"
     "%`b~%]?~%d?~%]1~%dh~%]#(%F~%`l|~%`_~%]a~%d7~%]8~%da~%]*(%~%_hF|~%`[~%]h~%d0~%]@~%d?~%]91&+#~%_,F"
     "3$~%e&!!|~%`<~%@#~#>$&[~%/e~%6('+~%+$~#.&##~%%%),~%#+'#~%#%E"},
    {family::interleaved_grouped, {9, 17, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'it!WCE'e$!t#%.$!WC##E@#,*En#F!!(!|SAQ$7~%6:'%Fb!(lWCU~%`%U~$}%(g~%f8U$%~%i&/+~%l"
     "#U~%m&UE|~%nk~%k)~%ro~%k#(%~%km~#n%E~%nx|~%nh~%k0~%rh~%k*~%ro~$z#(%F~%nt|~%ne~%k7~%ra~%k1~%rh~%k"
     "*~%r.~%nh|~%nb~%k?~%r?~%k8~%ra~%k1~%r*~%`+2$/)~%n#F~%n$!#)#|~%n_~%ka~%r7~%k@~%r?~%k8(%~%m:/#~%m-"
     "E|~%n[~%kh~%r0~%kb~%r7~%kg4%~%m.F~%m,E|~%n<~%i#~#>$&[~%>l~%`('%~%:$~#90~%1-//~%/$F~%/)E"},
    {family::interleaved_grouped, {9, 18, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'kWCEy!'ky#%6WC#)EE2$($EEEF,!F&#|SAQ$7~%^:'%Fb!(lWCU(&~%(%(j~%##(%F~%s5U$.~%y&)%~"
     "%z%U~%{$UE|~%}k~%y)~&%o~%y*~&%o~%y*~&%6~%}h|~%}h~%y0~&%h~%y1~&%h~%y1~&%2~%}1F~%}&)$FEEE~&-$'$|~%"
     "}e~%y7~&%a~%y8~&%a~%y8~&%.~%}h|~%}b~%y?~&%?~%y@~&%?~%y@~&%*~%}h|~%}_~%ya~&%7~%yb~&%7~%yb(%~%{2~&"
     "7&~%{2E|~%}[~%yh~&%0~%yi~&%0~%y{:(~&($~%{.E|~%}<~%w#~#>$&[~%gs~%n(~%e$~#`:~%>48$a%F~%;-E"},
    {family::interleaved_grouped, {9, 19, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'kWCEy!'k~#$)%2]!0(l!$+4!WC#%FEE3#E|SAQ$7~%j:'%Fb!(lWCU(&~%4%(jXDV(&~#6'%/F[&~&%%"
     "UE%/~&*$U$(~&.%UEE|~&/k~&,)~&3o~&,*~&3o~&,*~&3>@&~&/h|~&/h~&,0~&3h~&,1~&3h~&,1~&3[~%i$~&/c|~&/e~"
     "&,7~&3a~&,8~&3a~&,8~&39w!~&3&~&.;E~&.'F|~&/b~&,?~&3?~&,@~&3?~&,@~&35z!%#~#*'~&/[|~&/_~&,a~&37~&,"
     "b~&37~&,b~&31~&/'~&3.~&/8|~&/[~&,h~&30~&,i~&30~&,i~#}-~&/+~#8*~&/8|~&/<~&*#~#`$&[~%us~%}(~%s$~#j"
     "h~%f+~#&'~%d5"},
    {family::interleaved_grouped, {9, 20, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'kWCEy!'k~#*/%._!Fc&%#q!$+4!$!WC#%FF5!7!!#|SAQ$7~%v:'%Fb!(lWCU(&~%[%(jXDV(&~#>.%+"
     "~&/'(&x#%/~&7'U$(~&;$*#~&>$|~&>k~&:)~&]o~&:*~&]o~&:*~&][e)z!~%s$~&>h|~&>h~&:0~&]h~&:1~&]h~&:1~&]"
     "@]!Fz!(#~&>l|~&>e~&:7~&]a~&:8~&]a~&:8~&]<~&:&~#)&~&<gE|~&>b~&:?~&]?~&:@~&]?~&:@~&]8~#v#~&]%~&[.~"
     "&<1EE~&<+FF|~&>_~&:a~&]7~&:b~&]7~&:b~#}4~&>&~%r#~&]-~&>]|~&>[~&:h~$]0~&:i~&]0~&:i~#}4~&0'~&],~&>"
     "]|~&><~&8#~#n$&[~&(s~&/(~&&$~#jo~%x,]#~%p>"},
    {family::interleaved_grouped, {9, 21, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'kWCEy!'k~#05%'^&(-v!$.7!$%WC##FFa!##E!$|SAQ$7~&':'%Fb!(lWCU(&~%h%(jXDV(&~#`5~&^8"
     "~#v#%!EE&#%+~&a*U$%~&d$-&~&g%|~&gk~&d)~&ko~&d*~&ko~&d*~&ki~#v#(%~&gq|~&gh~&d0~&kh~&d1~&kh~&d1~&k"
     "bWCU'!~%y#(!~&gq|~&ge~&d7~&ka~&d8~&ka~&d8~&k@~#v#~&k(~#3'%#~&g:E?$-(FFF|~&gb~&d?~&k?~&d@~&k?~&d@"
     "~#};~#y#~#0)~%1%~&fi~&g#|~&g_~&da~$k7~&db~&k7~&db~#};~&6'~&k/~&fa~&g#|~&g[~&dh~$k0~&di~&k0~&di~#"
     "};~&k7~&ga|~&g<~&b#~#}$&[~&6s~&>(~&4$~#jv~&+)~&*$f###~%}<"},
    {family::interleaved_grouped, {9, 22, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'kWCEy!'k~#6;%#`&(0{!$-&!E>!$%0#}$F+#-!Eb#!!|SAQ$7~&3:'%Fb!(lWCU(&~%t%(jXDV(&~#g<"
     "~&d6U(&E%#&$%&1$~&o*2#~&q'-#0#n%!!|~&uk~&r)~&yo~&r*~&yo~&r*~&yl~&r*(&~&ut|~&uh~&r0~&yh~&r1~&yh~&"
     "r1~&ye~&r)'!~%{#(#~&u@1#E~&u)En%FFF|~&ue~&r7~&ya~&r8~&ya~&r8~#}^~&r)~#3&'!+&~&y(~&uh|~&ub~&r?~$y"
     "?~&r@~&y?~&r@~#}^~#:0~&y.~&uh|~&u_~&ra~$y7~&rb~&y7~&rb~#}^~&y:~&t8~'6&~&t,F|~&u[~&rh~$y0~&ri~&y0"
     "~&ri~#}^~&y3~#j)~&t]~&u$|~&u<~&p#~$/$&[~&`s~&g(~&^$~#j}~&9&'(m###~%x&0#~&-6"},
    {family::interleaved_grouped, {9, 23, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'kWCEy!'k~#<]b&(0~#(($0^!$%WCFFk#&#WC##F_#%$EE|SAQ$7~&@:'%Fb!(lWCU(&~$y%(jXDV(&~#"
     "n_~&q2U(&~#6'%#&$%*~'!*U~'#+U$%~'&#r&!!|~'(k~'%)~',o~'%*~',o~'%*~',o~'%1(&~'(;EE~'(0m%&$FFF|~'(h"
     "~'%0~',h~'%1~',h~'%1~',h~'%8~',2~'(h|~'(e~'%7~%,a~'%8~',a~'%8~#}e~(k^~'(p|~'(b~'%?~%,?~'%@~',?~'"
     "%@~#}e~',b~'(h|~'(_~'%a~%,7~'%b~%d7~'%b~#}e~',]~''0E~'':F|~'([~'%h~%,0~'%i~%d0~'%i~#}e~'%c~$&&~'"
     ",#~''7F|~'(<~'##~$>$&[~&ns~%6(~&l$~#j}~#2)'.DV##~#i,~&83~&9%"},
    {family::interleaved_grouped, {9, 24, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'kWCEy!'k~#^ch&()~#34$.h!$(FF&'WC#%_#%$EFF|SAQ$7~&g:'%z#(lWCU(&~$z%(jXDV(&~#uf~'#"
     "+U(&~#`5E&#%+~'07U$(d$&%EFF|~'6k~'3)~':o~'3*~':o~'3*~':o~'3@~':3~'6k|~'6h~'30~%:h~'31~':h~'31~#}"
     "l~)%e~'6t|~'6e~'37~%:a~'38~':a~'38~#}l~':j~'6k|~'6b~'3?~%:?~'3@~%k?~'3@~#}l~':f~'6k|~'6_~'3a~%:7"
     "~'3b~%k7~'3b~#}l~':a~'5+E~'5^F|~'6[~'3h~%:0~'3i~%k0~'3i~#}l~'3g1%~'5@F|~'6<~'1#~$g$&[~&}s~%>(~$q"
     "$~#j}~#90'1DV#%~#m)~&`;F"},
    {family::interleaved_grouped, {9, 25, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'kWCEy!'k~#din&~#?_$(n#%&$%5!.#((##f#E&#FFF|SAQ$7~&s:'%z#(lWCU(&~${%(jXDV(&~#}m~#"
     "(%(&~#n_E&#%#~'>2U~'7&)($%l$v%FFF|~'`k~'])~%do~']*~'do~']*~#}s~):l~'`x|~'`h~']0~%dh~']1~'dh~']1~"
     "#}s~'dm~'`s|~'`e~']7~%da~']8~%ra~']8~#}s~'dh~#}#~'`p|~'`b~']?~%d?~']@~%r?~']@~#}s~']e(%F~'`l|~'`"
     "_~']a~%d7~']b~%r7~']b~#}s~']e(%~'_hF|~'`[~']h~%d0~']i~%r0~']i~#}s~']m1&+#~'_,F3$~'e&!!|~'`<~'@#~"
     "#>$&[~'/s~%`(~%-$~#j}~#[7'+~#h+##~&n%),~&l+'#~&l%E"},
    {family::interleaved_grouped, {9, 26, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVFAQ'kWCEy!'k~#jo~#ek$!t#%.$!WC##E@#,*En#F!!(!|SAQ$7~'$:'%Fb!(lWCU(&~$}%(j~%##~#}z~#u"
     "o(#~'f8U$%~'i&/+~'l#U~'m&UE|~'nk~'k)~%ro~'k*~'ro~'k*~#}z~)ks~'nx|~'nh~'k0~%rh~'k1~%yh~'k1~#}z~)k"
     "s~'nt|~'ne~'k7~%ra~'k8~%ya~'k8~#}z~)ks~'np|~'nb~'k?~%r?~'k@~%y?~'k@~#}z~)ks~'n/2$/)~'n#F~'n$!#)#"
     "|~'n_~'ka~%r7~'kb~%y7~'kb~#}z~)kr~'m:/#~'m-E|~'n[~'kh~%r0~'ki~%y0~'ki~#}z~'kx4%~'m.F~'m,E|~'n<~'"
     "i#~#>$&[~'>s~%g(~%;$~#j}~#c?~#i;~&z-//~&x$F~&x)E"},
    {family::interleaved_grouped, {10, 1, 2, 0, 0}, false, placement::loop, true,
     "AQTBRXDVFWCE|S.'WCUFE|/-|=|=|=|=|=|=|/$-&"},
    {family::interleaved_grouped, {10, 2, 2, 0, 0}, false, placement::loop, true,
     "AQAQTBR$!XDVF%#WCE$!|SAQ$!;(:%U%#EE|>;|=|=|=|=|=|=|>'TBDV9+"},
    {family::interleaved_grouped, {10, 3, 2, 0, 0}, false, placement::loop, true,
     "AQ##TBR$%XDVF%'WCE$%|SAQ$%d+c)U%#e!UEE|ge|=|=|=|=|=|=|g*##DV^!a/"},
    {family::interleaved_grouped, {10, 4, 2, 0, 0}, false, placement::loop, true,
     "AQ#%TBR$(XDVF%+WCE$(|SAQ$(q.p-U%#o!%%E|us|=|=|=|=|=|=|u-#%DVg!$%m0"},
    {family::interleaved_grouped, {10, 5, 2, 0, 0}, false, placement::loop, true,
     "AQ#'TBR$+XDVF%/WCE$+|SAQ$+~##1~#!1U%#y!%)E|~#(}%#E|=|=|=|=|=|=|~#(0#'DVp!$(y4"},
    {family::interleaved_grouped, {10, 6, 2, 0, 0}, false, placement::loop, true,
     "AQ#)TBR$.XDVF%3WCE$.|SAQ$.~#04~#/5U%#E%/E|~#6}~#62|=|=|=|=|=|=|~#63#'DV%#F$+~#*8"},
    {family::interleaved_grouped, {10, 7, 2, 0, 0}, false, placement::loop, true,
     "AQ#+TBR$1XDVF%!$(.#F&#WC#'F$!%!E!%|SAQ$1~#>kU$+F%#&#~#`&|~#`}~#`[|=|=|=|=|=|~#`b~#0#(%~#`l|~#`6#"
     "%DV%##%F,#&$~#47FF~#6&"},
    {family::interleaved_grouped, {10, 8, 2, 0, 0}, false, placement::loop, true,
     "AQ#-TBR$4XDVF%*$%WCF.#WC**,!WCE!!'%|SAQ$4~#fjU~#^&U,-/#%!~#m%($|~#n}~#nj|=|=|=|~#nh~#c#~#r-~#nl|"
     "~#nbXDV~#n-(%~#maF~#m)E|~#n_~#k[1%~#m8F~#m)E|~#n9##~#g#~#^$&&##~#_%~#](,)~#](F~#])E"},
    {family::interleaved_grouped, {10, 9, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVF%2$!WC#%F1#,&E[#EEWCE!#(!|SAQ$7~#srU$(~#w&/'~#z(U~#{&UE|~#}}~#}x|=|~#}n~#'#~$%5~#}l"
     "|~#}h}!~#}-(&~#}t|~#}e~#y7~$%*~#}l|~#}b~#y?(%~#{>/#~#{.E|~#}_~#yp7%~#{.F~#{-E|~#}<TB~#v#~#_$&0~#"
     "k02*c%FF~#i-E"},
    {family::interleaved_grouped, {10, 10, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVF%:WC#+FE4$($FE!!WC&%|SAQ$:~$%zU$1~$,&)%~$-&U'&|~$/t~#-#~$3>~$/l|~$/nXDV~$/-(&~$/}|~"
     "$/k~$,7~$32~$/l|~$/h~$,?~$3.~$/l|~$/e~$,a~$3*~$/l|~$/b~$,h(%~$.5~$d&~$.3E|~$/_~$,}$&>)~$6$~$./E|"
     "~$/@~$*#~#`$&:~#w7;$d%~#v#~#u+E"},
    {family::interleaved_grouped, {10, 11, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'#%3^&%'WCE$*WC5!(###FE!!8!EE|SAQ$:~$.>'%Fe!~#u+~$67WCUE%.$!~$8$*#$%~$<&U'!|~$>q~"
     "$:)~$]]_!~$>p|~$>n~$:0~$]?[&~$>k|~$>k~$:7~$]]~$>k|~$>h~$:?~$]:WCU~$[1~$<<E|~$>e~$:a~$]6~$/&~$]-~"
     "$>>|~$>b~$:h~$]1~#s#~$[0~$<1~$4#~$<'F|~$>_~$:o~$]-~$>*~$])~$>?|~$>@~$8#~#g$&aq!~$).$%?#~$'8"},
    {family::interleaved_grouped, {10, 12, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ')%/`&(&%#WCE$+8&WC#'F:&!#|SAQ$:~$:>'%Fe!(*%+~$_2WCUE%/~$`(U$+~$e#]%!#|~$gq~$d)~$"
     "k`b!~$g{|~$gn~$d0~$k]f)~$gs|~$gk~$d7~$k[~$c%~$j3~$f_E|~$gh~$d?~$k<WCU]!(&~$flE|~$ge~$da~$k8~#z#~"
     "$d(~$j*>!%#~$f.E~$f-FF|~$gb~$dh~$k4~$g&~#z#~$k,~$gb|~$g_~$do~$k0~$g*~$k,~$gb|~$g@~$b#~#u$&a~$4&("
     "%~#j(~$5$~#,%~$3@"},
    {family::interleaved_grouped, {10, 13, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'/%'^&(-%#WCE$.7!$%WC#%FFc!##E!%|SAQ$:~$b>'%Fe!(1~$k<WCU%#E%#&$%'~$n*U$(~$r$-&~$u"
     "&|~$uq~$r)~$yp~$u}|~$un~$r0~$yi~$+#(%~$uu|~$uk~$r7~$yb~$r*(&~$up|~$uh~$r?~$y@~$r)'!~$e#(#~$u]Ea$"
     "-(EFFF|~$ue~$ra~$y;~$u#%!E~$y)+%~$ti~$u#|~$ub~$rh~$y7~$u'~$y,~$x*~$ta~$u#|~$u_~$ro~$y0~$r#(%~$a$"
     "~$y3~$ue|~$u@~$p#~$($&a~$^-~$e0~$d$f###~$@["},
    {family::interleaved_grouped, {10, 14, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'5%#`&(4WCE$-&!E:!$%0#WC~#'$g!-$EEe#!!|SAQ$:~$n>'%Fe!(8~$x;WCUF%!E%'*'-$~$}*2#i#~"
     "%$&0'~%'$g!EE|~%(q~%%)~%,s~$)#(%~%(}E|~%(n~%%0~%,l~%%*~%,*~%(t|~%(k~%%7~%,e~%%1(&~%(?4#a$`'E~%5#"
     "EFFF|~%(h~%%?~%,^~%%0'!~$;#(#~%(t|~%(e~%%a~%,?~%(#~%%)~%,*2&~%(p|~%(b~%%h~%,7~%%#(%~$.#~%,7~%'d."
     "#~%'#F|~%(_~%%o~%,0~%%*~%,:.&~%'d~%($|~%(@~%##~$6$&a~$l4~$s,'(m###~$;)3#~$g7"},
    {family::interleaved_grouped, {10, 15, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ';b&(7WCE$3@!$%WCWCFFj#&#/#1!Eb#%$EE|SAQ$:~$z>'%Fe!(@~%#9U(&E%+.+~%/*Ul#~%1*1#4#m"
     "%&%EE|~%6q~%3)~%:v~%3*~%:.~%6x|~%6n~%30~%:o~%31~%:*~%6:EE,!E~%6,Em%F&$FF|~%6k~%37~%:h~%38(&~%6x|"
     "~%6h~%3?~%:a~%3@~%:.~%6l|~%6e~%3a~%:?~%3#(%~%3<~%:*~%6l|~%6b~%3h~%:7~%3*~%:d~%54&#~%57F|~%6_~%3o"
     "~%:0~%31~%:]~%3/~#7%~%54&$~%5#F|~%6@~%1#~$`$&a~$z;~%&('.DV##~$t(DV&$~$r4~$s%"},
    {family::interleaved_grouped, {10, 16, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ']h&(0WCE'+$3g!$(EFu#&#WC#%Eb#%$FFF|SAQ$:~%+>'%~#%#(b~%02U(&~%2%((E&#%2~%?7U$(x%&"
     "%FFF|~%`q~%])~%dv~%]8~%d:~%`l|~%`n~%]0~%do~%]@~%d6~%`l|~%`k~%]7~%dh~%]b~%d2~%`l|~%`h~%]?~%da~%]#"
     "(%~%]_~%d.~%`l|~%`e~%]a~%d?~%]*~%dp~%`l|~%`b~%]h~%d7~%]1~%dk~%_,E~%_^F|~%`_~%]o~%d0~%]8~%dd~%],~"
     "#^%E~%_@F|~%`@~%@#~$n$&a~%-^~%4('4DV#%/!&&~%#<F"},
    {family::interleaved_grouped, {10, 17, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'cn&()WCE'7$.n#%!$(F/#9!(%#%e#E&$FFF|SAQ$:~%7>'%~#%#(i~%>+U(&~%3%(6E&#%+~%g6U~%h&"
     "U$(k$~#!%~%n#|~%nq~%k)~%rv~%kb~%r3~%ns|~%nn~%k0~%ro~%ki~%r/~%ns|~%nk~%k7~%rh~%k#(%~%kf~%r+~%ns|~"
     "%nh~%k?~%ra~%k*~%rt~%ns|~%ne~%ka~%r?~%k1~%roXDV~%<$~%nl|~%nb~%kh~%r7~%k8~%rh~%k#(%~%mlF|~%n_~%ko"
     "~%r0~%k@~%ra~%k31%~%m_F|~%n@~%i#~#4$&a~%;e~%^('1~%6$DV#%~#:$9!)'$(F%#F'$E!%"},
    {family::interleaved_grouped, {10, 18, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'it&(!WCE'_$(t#%*$%WC;!<#(!7#1#3#%#F5#FF|SAQ$:~%_>'%~#%#(p~%&$U(&~%4%(`E&#%#~%t6U"
     "b$,%~%w&4#x(~%{#:!FF|~%}q~%y)~&%v~%yp~&%+~%}{|~%}n~%y0~&%o~%y#(%~%ym(&~%}}|~%}k~%y7~&%h~%y*~&%vX"
     "DV~%@$~%}t|~%}h~%y?~&%a~%y1~&%o~%y#(%F~%}t|~%}e~%ya~&%?~%y8~&%h~%y*~&%*~%}l|~%}b~%yh~&%7~%y@~&%a"
     "~%y1(%~%{+~&1$)*7'~%{$~&&%!!|~%}_~%yo~&%0~%yb~&%?~%y`4%~%{5F~%{)E|~%}@~%w#~#`$&a~%el~%l('+~%a$~#"
     ":+##~%>(,$)'~%;+F~%;)E"},
    {family::interleaved_grouped, {10, 19, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'oz!WCE'k$!z#%2$!WC#%Ea#,*EEu#F!!(!|SAQ$:~%k>'%Fe!(sWCU~%z%U~%5%(n~&&<U$(~&*&/+~&"
     "-$U~&.&UE|~&/q~&,)~&3v~&,#(%~&,t~#}%E~&/})#|~&/n~&,0~&3o~&,*~&3v~%4#(%F~&/}|~&/k~&,7~&3h~&,1~&3o"
     "~&,*~&32~&/l|~&/h~&,?~&3a~&,8~&3h~&,1~&3.~&/.9$/)~&/#F~&/%!#)#|~&/e~&,a~&3?~&,@~&3a~&,8~&3*~&/l|"
     "~&/b~&,h~&37~&,b~&3?~&,@(%~&.>/#~&..E|~&/_~&,o~&30~&,i~&37~&,q7%~&..F~&.-E|~&/@~&*#~#`$&a~%ss~%z"
     "('%~%p$~#a5~%e02*c%FF~%c-E"},
    {family::interleaved_grouped, {10, 20, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#$#%:WC#+EE4$($E!!F-!F&#|SAQ$:~%w>'%Fe!(sWCU(&~%<%(q~%8#(%F~&39U$1~&:&"
     ")%~&;&U~&<$UE|~&>q~&:)~&]v~&:*~&]v~&:*~&]:~&>l|~&>n~&:0~&]o~&:1~&]o~&:1~&]6~&>4F~&>&)$F~&?#~&f$'"
     "$|~&>k~&:7~&]h~&:8~&]h~&:8~&]2~&>l|~&>h~&:?~&]a~&:@~&]a~&:@~&].~&>l|~&>e~&:a~&]?~&:b~&]?~&:b~&]*"
     "~&>l|~&>b~&:h~&]7~&:i~&]7~&:i(%~&<5~&r&~&<3E|~&>_~&:o~&]0~&:p~&]0~&:}$'>)~&`$~&</E|~&>@~&8#~#`$&"
     "a~&&z~&-(~&$$~#l@~%q7;$d%~%p#~%o+E"},
    {family::interleaved_grouped, {10, 21, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#*)%3^&%'p!$*WC5!(###FE!!8!EE|SAQ$:~&(>'%Fe!(sWCU(&~%d%(qXDV(&~#>'%'~&"
     "`7v#%.$!~&b$*#$%~&f&U'!|~&gq~&d)~&kv~&d*~&kv~&d*~&k]_!~&gp|~&gn~&d0~&ko~&d1~&ko~&d1~&k?[&~&gk|~&"
     "gk~&d7~&kh~&d8~&kh~&d8~&k]~&gk|~&gh~&d?~&ka~&d@~&ka~&d@~&k:WCU~&j1~&f<E|~&ge~&da~&k?~&db~&k?~&db"
     "~&k6~&>&~&k-~&g>|~&gb~&dh~&k7~&di~&k7~&di~&k1~$)#~&j0~&f1~&^#~&f'F|~&g_~&do~&k0~&dp~&k0~&dp~$/-~"
     "&g*~&k)~&g?|~&g@~&b#~#g$&a~&4z~&;(~&2$~#vm~&#*$%?#~%}8"},
    {family::interleaved_grouped, {10, 22, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#0/%/`&(&%#u!$+8&WC#'F:&!#|SAQ$:~&4>'%Fe!(sWCU(&~%p%(qXDV(&~#`.%+~&m2}"
     "#%/~&n(U$+~&s#]%!#|~&uq~&r)~&yv~&r*~&yv~&r*~&y`b!~&u{|~&un~&r0~&yo~&r1~&yo~&r1~&y]f)~&us|~&uk~&r"
     "7~&yh~&r8~&yh~&r8~&y[~#&%~&x3~&t_E|~&uh~&r?~&ya~&r@~&ya~&r@~&y<WCU]!(&~&tlE|~&ue~&ra~&y?~&rb~&y?"
     "~&rb~&y8~$)#~&r(~&x*>!%#~&t.E~&t-FF|~&ub~&rh~&y7~&ri~&y7~&ri~$/4~&u&~&-#~&y,~&ub|~&u_~&ro~$k0~&r"
     "p~&y0~&rp~$/4~&-'~&y+~&ub|~&u@~&p#~#u$&a~&^z~&e(~&[$~#vt~&5,~%&%~&-@"},
    {family::interleaved_grouped, {10, 23, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#65%'^&(-%#z!$.7!$%WC#%FFc!##E!%|SAQ$:~&[>'%Fe!(sWCU(&~%}%(qXDV(&~#g5~"
     "&y<~$&#%!E%#&$%'~&}*U$(~'%$-&~'(&|~'(q~'%)~',v~'%*~',v~'%*~',p~'(}|~'(n~'%0~',o~'%1~',o~'%1~',i~"
     "$)#(%~'(u|~'(k~'%7~',h~'%8~',h~'%8~',b~'%*(&~'(p|~'(h~'%?~',a~'%@~',a~'%@~',@~'%)'!~&s#(#~'(]Ea$"
     "-(EFFF|~'(e~'%a~',?~'%b~',?~'%b~$/;~$,#~#7)'!+&~''i~'(#|~'(b~'%h~$y7~'%i~',7~'%i~$/;~&n'~',(~'+*"
     "~''a~'(#|~'(_~'%o~$y0~'%p~',0~'%p~$/;~',7~'(e|~'(@~'##~$($&a~&lz~&s(~&j$~#v{~&_)~&^$f###~&9["},
    {family::interleaved_grouped, {10, 24, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#<;%#`&(4WCE$-&!E:!$%0#WC~#'$g!-$EEe#!!|SAQ$:~&h>'%Fe!(sWCU(&~&-%(qXDV"
     "(&~#n<~'+;~$,#%!E%'*'-$~'/*2#i#~'2&0'~'5$g!EE|~'6q~'3)~':v~'3*~':v~'3*~':s~$,#(%~'6}E|~'6n~'30~'"
     ":o~'31~':o~'31~':l~'3*~':*~'6t|~'6k~'37~':h~'38~':h~'38~':e~'31(&~'6?4#a$`'E~'_#EFFF|~'6h~'3?~':"
     "a~'3@~':a~'3@~$/^~'30'!~&e#(#~'6t|~'6e~'3a~%,?~'3b~':?~'3b~$/^~#]0'!2'~'6p|~'6b~'3h~%,7~'3i~':7~"
     "'3i~$/^~'::~'5d.#~'5#F|~'6_~'3o~%,0~'3p~':0~'3p~$/^~':3~#q)~'5a~'6$|~'6@~'1#~$6$&a~&zz~'&(~&x$~#"
     "v}~&m+'(m###~&5)3#~&a7"},
    {family::interleaved_grouped, {10, 25, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#^]b&(7WCE$3@!$%WCWCFFj#&#/#1!Eb#%$EE|SAQ$:~&t>'%Fe!(sWCU(&~&9%(qXDV(&"
     "~#u_~'19U(&E%+.+~'>*Ul#~'@*1#4#m%&%EE|~'`q~'])~'dv~']*~'dv~']*~'dv~']*~'d.~'`x|~'`n~']0~'do~']1~"
     "'do~']1~'do~']1~'d*~'`:EE,!E~'`,Em%F&$FF|~'`k~']7~'dh~']8~'dh~']8~'dh~']8(&~'`x|~'`h~']?~%:a~']@"
     "~'da~']@~$/e~)3^~'`t|~'`e~']a~%:?~']b~'d?~']b~$/e~'db~'`l|~'`b~']h~%:7~']i~%y7~']i~$/e~'d]~'_4&#"
     "~'_7F|~'`_~']o~%:0~']p~%y0~']p~$/e~']f~$0&~'_3&$~'_#F|~'`@~'@#~$`$&a~'-z~%e(~'+$~#v}~#7.'.DV##~&"
     "n(~#q&~&l4~&m%"},
    {family::interleaved_grouped, {10, 26, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#dch&(0~#4.$3g!$(EFu#&#WC#%Eb#%$FFF|SAQ$:~'%>'%~#%#(sWCU(&~%2%(q~%f#~$"
     "/l~'?2U(&~#`.E&#%2~'h7U$(x%&%FFF|~'nq~'k)~'rv~'k*~'rv~'k*~'rv~'k8~'r:~'nl|~'nn~'k0~'ro~'k1~'ro~'"
     "k1~'ro~'k@~'r6~'nl|~'nk~'k7~%dh~'k8~'rh~'k8~$/l~)de~'nx|~'nh~'k?~%da~'k@~'ra~'k@~$/l~'rm~'nl|~'n"
     "e~'ka~%d?~'kb~&%?~'kb~$/l~'ri~'nl|~'nb~'kh~%d7~'ki~&%7~'ki~$/l~'rd~'m,E~'m^F|~'n_~'ko~%d0~'kp~&%"
     "0~'kp~$/l~'kj~$;&~'m@F|~'n@~'i#~$n$&a~';z~%l(~%&$~#v}~#?5'4DV#%~#z)~&x<F"},
    {family::interleaved_grouped, {10, 27, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#jin&()~#@:$.n#%!$(F/#9!(%#%e#E&$FFF|SAQ$:~'1>'%~#%#(sWCU(&~%3%(qXDV(&"
     "~$(m~'g+U(&~#n<E&#%+~'u6U~'v&U$(k$~#!%~'}#|~'}q~'y)~(%v~'y*~(%v~'y*~(%v~'yb~(%3~'}s|~'}n~'y0~%ro"
     "~'y1~(%o~'y1~$/s~)yl~'}}|~'}k~'y7~%rh~'y8~(%h~'y8~$/s~(%q~'}s|~'}h~'y?~%ra~'y@~&,a~'y@~$/s~(%m~'"
     "}s|~'}e~'ya~%r?~'yb~&,?~'yb~$/s~(%h~$/#~'}p|~'}b~'yh~%r7~'yi~&,7~'yi~$/s~'ye(%~'{lF|~'}_~'yo~%r0"
     "~'yp~&,0~'yp~$/s~'yn1%~'{_F|~'}@~'w#~#4$&a~'ez~%s(~%9$~#v}~#a<'1~#s&#%~#:$9!)'$(F%#F'$E!%"},
    {family::interleaved_grouped, {10, 28, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#pot&~#fe$(t#%*$%WC;!<#(!7#1#3#%#F5#FF|SAQ$:~'>>'%~#%#(sWCU(&~%4%(qXDV"
     "(&~$/t~#/%(&~#}fE&#%#~('6Ub$,%~(*&4#x(~(.#:!FF|~(/q~(,)~&%v~(,*~(3v~(,*~$/z~*3s~(/}~(/#|~(/n~(,0"
     "~&%o~(,1~(3o~(,1~$/z~(3t~(/{|~(/k~(,7~&%h~(,8~&3h~(,8~$/z~(3o~$/#~(/x|~(/h~(,?~&%a~(,@~&3a~(,@~$"
     "/z~(,l(%F~(/t|~(/e~(,a~&%?~(,b~&3?~(,b~$/z~(,l~(3*~(/l|~(/b~(,h~&%7~(,i~&37~(,i~$/z~(,l(%~(.+~(@"
     "$)*7'~(.$~(4%!!|~(/_~(,o~&%0~(,p~&30~(,p~$/z~(,x4%~(.5F~(.)E|~(/@~(*#~#`$&a~'sz~%z(~%c$~#v}~#h_'"
     "+~#t0##~'7(,$)'~'5+F~'5)E"},
    {family::interleaved_grouped, {10, 29, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVFAQ'qWCETBR'q~#vu~#qq$!z#%2$!WC#%Ea#,*EEu#F!!(!|SAQ$:~'e>'%Fe!(sWCU(&~%5%(q~%8#~$/}~"
     "$/$~$(v(#~(4<U$(~(8&/+~(;$U~(<&UE|~(>q~(:)~&3v~(:*~(]v~(:*~$/}~*d}DVE~(>})#|~(>n~(:0~&3o~(:1~&:o"
     "~(:1~$/}~*d}DVF~(>}|~(>k~(:7~&3h~(:8~&:h~(:8~$/}~*d}~(].~(>l|~(>h~(:?~&3a~(:@~&:a~(:@~$/}~*d}~(]"
     "*~(>.9$/)~(>#F~(>%!#)#|~(>e~(:a~&3?~(:b~&:?~(:b~$/}~*d}~(]&~(>l|~(>b~(:h~&37~(:i~&:7~(:i~$/}~*d}"
     "~(<@/#~(<.E|~(>_~(:o~&30~(:p~&:0~(:p~$/}~*dw~(:/7%~(<.F~(<-E|~(>@~(8#~#`$&a~(&z~&&(~%q$~#v}~#of~"
     "#u[~'_02*c%FF~']-E"},
    {family::interleaved_grouped, {11, 1, 2, 0, 0}, false, placement::loop, true,
     "AQTBRXDVFWCE|S.'WCUFE|/-|=|=|=|=|=|=|=|/$-&"},
    {family::interleaved_grouped, {11, 2, 2, 0, 0}, false, placement::loop, true,
     "AQAQTBR$!XDVF%#WCE$!|SAQ$!;(:%U%#EE|>;|=|=|=|=|=|=|=|>'TBDV9+"},
    {family::interleaved_grouped, {11, 3, 2, 0, 0}, false, placement::loop, true,
     "AQ##TBR$%XDVF%'WCE$%|SAQ$%d+c)U%#e!UEE|ge|=|=|=|=|=|=|=|g*##DV^!a/"},
    {family::interleaved_grouped, {11, 4, 2, 0, 0}, false, placement::loop, true,
     "AQ#%TBR$(XDVF%+WCE$(|SAQ$(q.p-U%#o!%%E|us|=|=|=|=|=|=|=|u-#%DVg!$%m0"},
    {family::interleaved_grouped, {11, 5, 2, 0, 0}, false, placement::loop, true,
     "AQ#'TBR$+XDVF%/WCE$+|SAQ$+~##1~#!1U%#y!%)E|~#(}%#E|=|=|=|=|=|=|=|~#(0#'DVp!$(y4"},
    {family::interleaved_grouped, {11, 6, 2, 0, 0}, false, placement::loop, true,
     "AQ#)TBR$.XDVF%3WCE$.|SAQ$.~#04~#/5U%#E%/E|~#6}~#62|=|=|=|=|=|=|=|~#63#)DVy!$+~#*8"},
    {family::interleaved_grouped, {11, 7, 2, 0, 0}, false, placement::loop, true,
     "AQ#+TBR$1XDVF%7WCE$1|SAQ$1~#>7~#<9U%#E%3E|~#`}~#`[|=|=|=|=|=|=|~#`bXDV'%~#`m|~#`6#'~#;#DVF&$$+~#"
     "6<"},
    {family::interleaved_grouped, {11, 8, 2, 0, 0}, false, placement::loop, true,
     "AQ#-TBR$4XDVF%&$(F/#WC(&#'F$!EEWCE!$|SAQ$4~#fnU)'$+F%#~#m#U~#n%|~#n}~#nj|=|=|=|=|=|~#nh~#?#~#r)~"
     "#np|~#nbXDV~#n,$(1&~#l;F'#~#l%EE|~#n9#%~#f#~#8$DV#%,$~#)#)&~#]5F~#^'"},
    {family::interleaved_grouped, {11, 9, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVF%.$%WC##F2#((3$EEWCE&&E|SAQ$7~#sqU$%~#o&)(7&~#u#U~#{$'#E|~#}}~#}x|=|=|=|~#}n~#m#~$%"
     "1~#}p|~#}hXDV~#}-(&~#}t|~#}e~#y7(%~#{aF~#{-E|~#}b~#yi7%~#{2F~#{-E|~#}<##~#u#~#e$&+##~#k+/$)'~#i+"
     "F~#i*E"},
    {family::interleaved_grouped, {11, 10, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVF%6$!WC#'F3#,&E^#EEEWC&!($|SAQ$:~$%yU$+~$*&/'~$-)U~$.&UE|~$/}~$/}~$/)|=|~$/t~#.#~$39"
     "~$/p|~$/nXDV~$/-(&~$/}|~$/k~$,7~$3.~$/p|~$/h~$,?~$3*~$/p|~$/e~$,a(%~$.[/#~$./E|~$/b~$,z:%~$..F~$"
     "..E|~$/@TB~$)#~#f$&5~#w35*f%FF~#u.E"},
    {family::interleaved_grouped, {11, 11, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVF%?WC#-FE6$($FE!#WC&%|SAQ$>~$2}~#x$U$4~$:&)%~$;'U'&|~$>z~#4#~$]]~$>p|~$>tXDV~$>-(&~$"
     ">}~$>'|~$>q~$:7~$]6~$>p|~$>n~$:?~$]2~$>p|~$>k~$:a~$].~$>p|~$>h~$:h~$]*~$>p|~$>e~$:o(%~$<8~$u&~$<"
     "4E|~$>b~$:}$0[)~$`$~$<0E|~$>^~$8#~#g$&@~$(:?$g%~$'$~$&+E"},
    {family::interleaved_grouped, {11, 12, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'#%7b&%'WCE$.7!WC#'FE!!6!E|SAQ$>~$;['%Fh!~$?7&#c!~$@*UE%3~$a$U$+~$f&UEE|~$gw~$d)~"
     "$k^`&~$gs|~$gt~$d0~$k]_&~$gp|~$gq~$d7~$k`~$#$~$gk|~$gn~$d?~$k>~#{#~$k%~$f^~$e#<$EF|~$gk~$da~$k9~"
     "$g#%!E~$k2~$g<|~$gh~$dh~$k5~$g'~$k2~$g<|~$ge~$do~$k1~$g+~$k.~$g<|~$gb~$dv~$k-~$g/~$k*~$g<|~$g^~$"
     "b#~#n$&fv!~$53~$9%~$3;"},
    {family::interleaved_grouped, {11, 13, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ')%3d&(&%#WCE$.7!$!WC#'FFE8!:!!#|SAQ$>~$c['%Fh!(*%/&#f!~$h-UE%3~$n'U$+~$s%+#~$u$|"
     "~$uw~$r)~$yaj-~$uw|~$ut~$r0~$y`i)~$.#~$ut|~$uq~$r7~$y_a!FWCU(#~$ut|~$un~$r?~$y[~$r&%!~$tsE|~$uk~"
     "$ra~$y<~$)#~$y%~$x2~$t4~$h#+)EFF|~$uh~$rh~$y8~$u&~$+#~$y1~$ua|~$ue~$ro~$y4~$u*~$y1~$ua|~$ub~$rv~"
     "$y0~$u.~$y-~$ua|~$u^~$p#~#}$&f~$[&(%~$_+~$c%a#~$@]"},
    {family::interleaved_grouped, {11, 14, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'/%+b&(-%#WCE$1:!$%WC#%FFF9!##E!$|SAQ$>~$o['%Fh!(1~$x[WCU%#EE&#%/~$}*U$(~%%%.&~%("
     "%|~%(w~%%)~%,t~%(}!#|~%(t~%%0~%,m~$5#(%~%(y|~%(q~%%7~%,fWCU'!F(%~%(y|~%(n~%%?~%,_~$/#~%,(E+%~$v$"
     "~%(]~$t#.+FFF|~%(k~%%a~%,@~%(#%!~%!&~#<%~%'q~%(#|~%(h~%%h~%,;~%('~%,3~%'i~%(#|~%(e~%%o~%,7~%(+~%"
     ",7~%(e|~%(b~%%v~%,0~%%#(%~%((~%,3~%(e|~%(^~%##~$/$&f~$j-~$q4~$p$j###~$g["},
    {family::interleaved_grouped, {11, 15, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'5%'d&(4WCE$4>!$(WC##F!!+%[!!%|SAQ$>~${['%Fh!(8~%*@WCUF%!E%#&$%/~%/-U$%~%2%.&x$!$"
     "|~%6w~%3)~%:w~$@#(%~%6}!$|~%6t~%30~%:p~%3*(&~%6}|~%6q~%37~%:i~%3)'!~$y#(#~%6eEEE~%60FFF|~%6n~%3?"
     "~%:b~%3)E~%:)2&%#~%6t|~%6k~%3a~%:^~%6#~%3)~%:)1&~%:-~%6g|~%6h~%3h~%:?~%6'~%:@~%5;?#~%5/F|~%6e~%3"
     "o~%:7~%3#(%~$u(~%:6~%5h~%6$|~%6b~%3v~%:0~%3*~%:a~%6i|~%6^~%1#~$>$&f~$x4~%$0'(TBs##%~$s]"},
    {family::interleaved_grouped, {11, 16, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ';%#f&(7WCE$3&!E_!$(3#~#1$FF,#0$Eh#!#|SAQ$>~%,['%Fh!(@~%0>U(&E%'*(%&5$~%>-5#~%@(."
     "#4&y%!#|~%`w~%])~%dz~%]*~%d*~%`}!#|~%`t~%]0~%ds~%]1(&~%`b4#E~%`-Ey%7!F|~%`q~%]7~%dl~%]0'!~$@#(#~"
     "%`}7!F|~%`n~%]?~%de~%]0~%d*2&~%`}|~%`k~%]a~%da~%`#~%]0~%d9~%`p|~%`h~%]h~%d?~%]#(%~$/$~%d^~%`p|~%"
     "`e~%]o~%d7~%]*~%dd~%_;E~%_7F|~%`b~%]v~%d0~%]1~%d].&~%_7x#~%_4F|~%`^~%@#~$g$&f~%+;~%2,'.z##%~$k&2"
     "#~%$;"},
    {family::interleaved_grouped, {11, 17, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ']h&(7WCE'%$6d!$(WCFFt#&#WC#%FFe#%$!!|SAQ$>~%8['%Fh!(b~%>9U(&~%a%UE%'*(%*~%g-U~%h"
     "+U$(~%l$~#!&!#|~%nw~%k)~%r}~%k2~%r*~%n^EE~%n3Ex%&$F!!|~%nt~%k0~%rv~%k8(&~%n}~%n'|~%nq~%k7~%ro~%k"
     "@~%r6~%np|~%nn~%k?~%rh~%kb~%r2~%np|~%nk~%ka~%ra~%k#(%~%k_~%r.~%np|~%nh~%kh~%r?~%k*~%rp~%np|~%ne~"
     "%ko~%r7~%k1~%rk~%m3E~%m@F|~%nb~%kv~%r0~%k8~%rd~%k/~#a%~%r$~%m<F|~%n^~%i#~$u$&f~%9^~%[('4DV#%2%DV"
     "&$~%/7~%0&"},
    {family::interleaved_grouped, {11, 18, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'cn&(0WCE'1$4n!$+FF&'WC#'Ee#%$EFFF|SAQ$>~%`['%~#+#(i~%f2U(&~%b%(/E&#%3~%u:U$+~#$%"
     "&%~%}#|~%}w~%y)~&%}~%y[~&%;~%}s|~%}t~%y0~&%v~%yb~&%7~%}s|~%}q~%y7~&%o~%yi~&%3~%}s|~%}n~%y?~&%h~%"
     "y#(%~%yf~&%/~%}s|~%}k~%ya~&%a~%y*~&%x~%}s|~%}h~%yh~&%?~%y1~&%t~%}s|~%}e~%yo~&%7~%y8~&%o~%{.E~%{c"
     "F|~%}b~%yv~&%0~%y@~&%h~%y/4%~%{`F|~%}^~%w#~%($&f~%ce~%j('7DV#'.$~#^$~%;[F"},
    {family::interleaved_grouped, {11, 19, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'it&()WCE'>$.t#%&$(F/#WC@![#*#.$1#E'#F!!|SAQ$>~%l['%~#+#(p~%s+U(&~%c%(>E&#%+~&':U"
     "n$,(2&6$~#*%~&/#|~&/w~&,)~&3}~&,j~&33~&/{|~&/t~&,0~&3v~&,p~&3/~&/{|~&/q~&,7~&3o~&,#(%~&,m~&3+~&/"
     "{|~&/n~&,?~&3h~&,*~&3{~&/{|~&/k~&,a~&3a~&,1~&3vXDVE~&/x|~&/h~&,h~&3?~&,8~&3o~&,#(%~%}$~&/p|~&/e~"
     "&,o~&37~&,@~&3h~&,*(%~&.pF|~&/b~&,v~&30~&,b~&3a~&,:1%~%x%~&9*2&6$F~&5'!!|~&/^~&*#~#;$&f~%ql~%x('"
     "1~%l$~#;&#%,$~%6&,)~%c,(#~%c&E"},
    {family::interleaved_grouped, {11, 20, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'oz&(!WCE'e$(z#%.$%WC##E^#((3%t#FF&$F|SAQ$>~%x['%~#+#(w~%:$U(&~%d%(gE&#%#~&4:U$%~"
     "&0&)(7'}$~&<#'#F|~&>w~&:)~&]}Q~&:w~&]+~&>}'%F|~&>t~&:0~&]v~&:#(%~&:t(&~&>}~&>'|~&>q~&:7~&]o~&:*~"
     "&]}~#}#E~&>}'!F|~&>n~&:?~&]h~&:1~&]v~&:#(%F~&>}|~&>k~&:a~&]a~&:8~&]o~&:*~&].~&>p|~&>h~&:h~&]?~&:"
     "@~&]h~&:1~&]*~&>.5$)*7&~&>%''E|~&>e~&:o~&]7~&:b~&]a~&:8(%~&<aF~&<-E|~&>b~&:v~&]0~&:i~&]?~&:j7%~&"
     "<2F~&<-E|~&>^~&8#~#g$&f~&$s~&+('+~%{$~#b0##~%q+/$)'~%o+F~%o*E"},
    {family::interleaved_grouped, {11, 21, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'uTBRWCE'q$!~#%#%6$!WC#'Eg#,*E!!,!F!!(!|SAQ$>~&)['%Fh!(zWCU~&9%U~%e%(u~&][U$+~&b&"
     "/+~&e%U~&f&UE|~&gw~&d)~&k}~&d$(%~&d{~$/%E~&g}~&g+|~&gt~&d0~&kv~&d*~&k}~&d$(%F~&g}~&g'|~&gq~&d7~&"
     "ko~&d1~&kv~&d*~&k6~&gp|~&gn~&d?~&kh~&d8~&ko~&d1~&k2~&g1[$/)~&g#F~&g&~&o'|~&gk~&da~&ka~&d@~&kh~&d"
     "8~&k.~&gp|~&gh~&dh~&k?~&db~&ka~&d@~&k*~&gp|~&ge~&do~&k7~&di~&k?~&db(%~&f[/#~&f/E|~&gb~&dv~&k0~&d"
     "p~&k7~&d{:%~&f.F~&f.E|~&g^~&b#~#g$&f~&2z~&9('%~&/$~#m:~&!35*f%FF~%{.E"},
    {family::interleaved_grouped, {11, 22, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#*#%?WC#-EE6$($E!#F.!F&#|SAQ$>~&5['%Fh!(zWCU(&~%l%(x~%i#(%F~&j>U$4~&r&"
     ")%~&s'U~&t$UE|~&uw~&r)~&y}~&r+~&y}~&r+~&y?~&up|~&ut~&r0~&yv~&r1~&yv~&r1~&y:~&u7F~&u&)$F~&v$~'($'"
     "$|~&uq~&r7~&yo~&r8~&yo~&r8~&y6~&up|~&un~&r?~&yh~&r@~&yh~&r@~&y2~&up|~&uk~&ra~&ya~&rb~&ya~&rb~&y."
     "~&up|~&uh~&rh~&y?~&ri~&y?~&ri~&y*~&up|~&ue~&ro~&y7~&rp~&y7~&rp(%~&t8~'6&~&t4E|~&ub~&rv~&y0~&rw~&"
     "y0~&r}$1[)~&}$~&t0E|~&u^~&p#~#g$&f~&[}~&c-~&?$~#x`~&.:?$g%~&-$~&,+E"},
    {family::interleaved_grouped, {11, 23, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#0)%7b&%'t!$.7!WC#'FE!!6!E|SAQ$>~&]['%Fh!(zWCU(&~%x%(xXDV(&~#`'%3&#c!~"
     "&w*UE%3~'!$U$+~''&UEE|~'(w~'%)~',}~'%+~',}~'%+~',^`&~'(s|~'(t~'%0~',v~'%1~',v~'%1~',]_&~'(p|~'(q"
     "~'%7~',o~'%8~',o~'%8~',`~&@$~'(k|~'(n~'%?~',h~'%@~',h~'%@~',>~$.#~#.&~'']~'&#<$EF|~'(k~'%a~',a~'"
     "%b~',a~'%b~',9~$1#~#5*~'(d|~'(h~'%h~',?~'%i~',?~'%i~',5~'('~',2~'(<|~'(e~'%o~',7~'%p~',7~'%p~',1"
     "~'(+~',.~'(<|~'(b~'%v~',0~'%w~',0~'%w~$>-~'(/~#f*~'(<|~'(^~'##~#n$&f~&j}~&q-~&h$~$'r~&;/~#4'~&99"},
    {family::interleaved_grouped, {11, 24, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#6/%3d&(&%#y!$.7!$!WC#'FFE8!:!!#|SAQ$>~&i['%Fh!(zWCU(&~&)%(xXDV(&~#g.%"
     "/&#f!~')-UE%3~'/'U$+~'4%+#~'6$|~'6w~'3)~':}~'3+~':}~'3+~':aj-~'6w|~'6t~'30~':v~'31~':v~'31~':`i)"
     "~$1#~'6t|~'6q~'37~':o~'38~':o~'38~':_a!FWCU(#~'6t|~'6n~'3?~':h~'3@~':h~'3@~':[~'3&~#4&~'5oE|~'6k"
     "~'3a~':a~'3b~':a~'3b~':<~$4#~':%~'92~'54~')#+)EFF|~'6h~'3h~':?~'3i~':?~'3i~':8~'6&~&c#~':1~'6a|~"
     "'6e~'3o~':7~'3p~':7~'3p~$>4~'6*~':1~'6a|~'6b~'3v~$y0~'3w~':0~'3w~$>4~'6*~':-~'6a|~'6^~'1#~#}$&f~"
     "&x}~'$-~&v$~$'y~&i0a#~&a]"},
    {family::interleaved_grouped, {11, 25, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#<5%+b&(-%#WCE$1:!$%WC#%FFF9!##E!$|SAQ$>~&u['%Fh!(zWCU(&~&5%(xXDV(&~#n"
     "5~'9[~$1#%!EE&#%/~'>*U$(~']%.&~'`%|~'`w~'])~'d}~']+~'d}~']+~'dt~'`}!#|~'`t~']0~'dv~']1~'dv~']1~'"
     "dm~$4#(%~'`y|~'`q~']7~'do~']8~'do~']8~'dfWCU'!F(%~'`y|~'`n~']?~'dh~']@~'dh~']@~'d_~$4#~'d(~#?'%#"
     "~'`]~'5#.+FFF|~'`k~']a~'da~']b~'da~']b~'d@~$7#~#;)~%t%~'_q~'`#|~'`h~']h~'d?~']i~'d?~']i~$>;~'`'~"
     "'d3~'_i~'`#|~'`e~']o~%,7~']p~'d7~']p~$>;~'0+~'d3~'`e|~'`b~']v~%,0~']w~'d0~']w~$>;~'d;~'`e|~'`^~'"
     "@#~$/$&f~'+}~'2-~')$~$'}~&w1~&v$j###~&m["},
    {family::interleaved_grouped, {11, 26, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#^;%'d&(4WCE$4>!$(WC##F!!+%[!!%|SAQ$>~'&['%Fh!(zWCU(&~&]%(xXDV(&~#u<~'"
     "b@~$7#%!E%#&$%/~'g-U$%~'j%.&x$!$|~'nw~'k)~'r}~'k+~'r}~'k+~'rw~$7#(%~'n}!$|~'nt~'k0~'rv~'k1~'rv~'"
     "k1~'rp~'k*(&~'n}|~'nq~'k7~'ro~'k8~'ro~'k8~'ri~'k)'!~':#(#~'neEEE~'n0FFF|~'nn~'k?~'rh~'k@~'rh~'k@"
     "~'rb~'k)~#?&'!+&~'a$~'nt|~'nk~'ka~'ra~'kb~'ra~'kb~$>^~$:#~#a0~&#%~'m(~'np|~'nh~'kh~%:?~'ki~'r?~'"
     "ki~$>^~'1'~'r;~'m;?#~'m/F|~'ne~'ko~%:7~'kp~'r7~'kp~$>^~'r?~'mh~'n$|~'nb~'kv~%:0~'kw~'r0~'kw~$>^~"
     "'r?~'ni|~'n^~'i#~$>$&f~'9}~'[-~'7$~$'}~'*4'(TBs##%~&y]"},
    {family::interleaved_grouped, {11, 27, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#d]%#f&(7WCE$3&!E_!$(3#~#1$FF,#0$Eh#!#|SAQ$>~'2['%Fh!(zWCU(&~&i%(xXDV("
     "&~#}_~'h>U(&E%'*(%&5$~'u-5#~'w(.#4&y%!#|~'}w~'y)~(%}~'y+~(%}~'y+~(%z~'y*~(%*~'}}!#|~'}t~'y0~(%v~"
     "'y1~(%v~'y1~(%s~'y1(&~'}b4#E~'}-Ey%7!F|~'}q~'y7~(%o~'y8~(%o~'y8~(%l~'y0'!~&w#(#~'}}7!F|~'}n~'y?~"
     "(%h~'y@~(%h~'y@~$>e~'y0~(%*2&~'}}|~'}k~'ya~%da~'yb~(%a~'yb~$>e~#k7~(%2~'}p|~'}h~'yh~%d?~'yi~(%?~"
     "'yi~$>e~(%b~'}p|~'}e~'yo~%d7~'yp~(%7~'yp~$>e~(%]~'{;E~'{7F|~'}b~'yv~%d0~'yw~(%0~'yw~$>e~(%:~$+)~"
     "'{4x#~'{4F|~'}^~'w#~$g$&f~'c}~'j-~'a$~$'}~'87'.z##%~&q&2#~'*;"},
    {family::interleaved_grouped, {11, 28, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#jch&(7~#5($6d!$(WCFFt#&#WC#%FFe#%$!!|SAQ$>~'?['%Fh!(zWCU(&~%a%(xXDV(&"
     "~$(f~'u9U(&~#`'%'*(%*~((-U~()+U$(~(-$~#!&!#|~(/w~(,)~(3}~(,+~(3}~(,+~(3}~(,2~(3*~(/^EE~(/3Ex%&$F"
     "!!|~(/t~(,0~(3v~(,1~(3v~(,1~(3v~(,8(&~(/}~(/'|~(/q~(,7~(3o~(,8~(3o~(,8~(3o~(,@~(36~(/p|~(/n~(,?~"
     "%rh~(,@~(3h~(,@~$>l~*,e~(/}|~(/k~(,a~%ra~(,b~(3a~(,b~$>l~(3m~(/p|~(/h~(,h~%r?~(,i~&:?~(,i~$>l~(3"
     "i~(/p|~(/e~(,o~%r7~(,p~&:7~(,p~$>l~(3d~(.3E~(.@F|~(/b~(,v~%r0~(,w~&:0~(,w~$>l~(,m~$a&~(3#~(.<F|~"
     "(/^~(*#~$u$&f~'q}~&$-~'o$~$'}~#_:'4DV#%~$',~'57~'6&"},
    {family::interleaved_grouped, {11, 29, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#pin&(0~#[4$4n!$+FF&'WC#'Ee#%$EFFF|SAQ$>~'f['%~#+#(zWCU(&~%b%(xXDV(&~$"
     "/m~('2U(&~#n5E&#%3~(6:U$+~#$%&%~(>#|~(>w~(:)~(]}~(:+~(]}~(:+~(]}~(:[~(];~(>s|~(>t~(:0~(]v~(:1~(]"
     "v~(:1~(]v~(:b~(]7~(>s|~(>q~(:7~&%o~(:8~(]o~(:8~$>s~*]l~(>}~(>#|~(>n~(:?~&%h~(:@~(]h~(:@~$>s~(]u~"
     "(>s|~(>k~(:a~&%a~(:b~&]a~(:b~$>s~(]q~(>s|~(>h~(:h~&%?~(:i~&]?~(:i~$>s~(]m~(>s|~(>e~(:o~&%7~(:p~&"
     "]7~(:p~$>s~(]h~(<.E~(<cF|~(>b~(:v~&%0~(:w~&]0~(:w~$>s~(:q4%~(<`F|~(>^~(8#~%($&f~($}~&+-~%9$~$'}~"
     "#f]'7DV#'~$+)~'][F"},
    {family::interleaved_grouped, {11, 30, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#vot&()~#g[$.t#%&$(F/#WC@![#*#.$1#E'#F!!|SAQ$>~'r['%~#+#(zWCU(&~%c%(xX"
     "DV(&~$6t~(4+U(&~#}_E&#%+~(_:Un$,(2&6$~#*%~(g#|~(gw~(d)~(k}~(d+~(k}~(d+~(k}~(dj~(k3~(g{|~(gt~(d0~"
     "&3v~(d1~(kv~(d1~$>z~*rs~(g}~(g'|~(gq~(d7~&3o~(d8~(ko~(d8~$>z~(kx~(g{|~(gn~(d?~&3h~(d@~&dh~(d@~$>"
     "z~(kt~(g{|~(gk~(da~&3a~(db~&da~(db~$>z~(ko~$>#~(gx|~(gh~(dh~&3?~(di~&d?~(di~$>z~(dl(%~(>$~(gp|~("
     "ge~(do~&37~(dp~&d7~(dp~$>z~(dl(%~(fpF|~(gb~(dv~&30~(dw~&d0~(dw~$>z~(du1%~(9%~(q*2&6$F~(m'!!|~(g^"
     "~(b#~#;$&f~(2}~&2-~%o$~$'}~#md'1~$$+#%,$~'<&,)~'i,(#~'i&E"},
    {family::interleaved_grouped, {11, 31, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~#}uz&~#rk$(z#%.$%WC##E^#((3%t#FF&$F|SAQ$>~(#['%~#+#(zWCU(&~%d%(xXDV(&~"
     "$>{~#6%(&~$/mE&#%#~(l:U$%~(h&)(7'}$~(t#'#F|~(uw~(r)~&]}~(r+~(y}~(r+~$>}~$>$~+,z~(u}~(u+|~(ut~(r0"
     "~&]v~(r1~(yv~(r1~$>}~+,{~(-'~(u}'!F|~(uq~(r7~&]o~(r8~&ko~(r8~$>}~(y{~$>#~(u}'!F|~(un~(r?~&]h~(r@"
     "~&kh~(r@~$>}~(yt~$>*~(u}|~(uk~(ra~&]a~(rb~&ka~(rb~$>}~(ym~$>1~(ux|~(uh~(rh~&]?~(ri~&k?~(ri~$>}~("
     "yf~$>8~(u25$)*7&~(u%''E|~(ue~(ro~&]7~(rp~&k7~(rp~$>}~(y_~$>?~(taF~(t-E|~(ub~(rv~&]0~(rw~&k0~(rw~"
     "$>}~(y<~(rj7%~(t2F~(t-E|~(u^~(p#~#g$&f~([}~&9-~&!$~$'}~#tk'+~$%5##~'w+/$)'~'u+F~'u*E"},
    {family::interleaved_grouped, {11, 32, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVFAQ'wWCETBR'w~$'{~$!w$!~#%#%6$!WC#'Eg#,*E!!,!F!!(!|SAQ$>~(/['%Fh!(zWCU(&~%e%(x~%i#~$"
     ">}~$>+~$6}($~(y[U$+~)#&/+~)&%U~)'&UE|~)(w~)%)~&k}~)%+~),}~)%+~$>}~+]}~$>0~)(}~)(+|~)(t~)%0~&kv~)"
     "%1~&rv~)%1~$>}~+]}~$>0~)(}~)('|~)(q~)%7~&ko~)%8~&ro~)%8~$>}~+]}~$>0~)(})#|~)(n~)%?~&kh~)%@~&rh~)"
     "%@~$>}~+]}~$/0~)(>[$/)~)(#F~)(&~)0'|~)(k~)%a~&ka~)%b~&ra~)%b~$>}~+]}~),8~)(p|~)(h~)%h~&k?~)%i~&r"
     "?~)%i~$>}~+]}~),4~)(p|~)(e~)%o~&k7~)%p~&r7~)%p~$>}~+]}(/~)'[/#~)'/E|~)(b~)%v~&k0~)%w~&r0~)%w~$>}"
     "~+]}~)%;:%~)'.F~)'.E|~)(^~)##~#g$&f~(j}~&[-~&0$~$'}~#{r~$&a~((35*f%FF~(&.E"},
    {family::interleaved_grouped, {12, 1, 2, 0, 0}, false, placement::loop, true,
     "AQTBRXDVFWCE|S.'WCUFE|/-|=|=|=|=|=|=|=|=|/$-&"},
    {family::interleaved_grouped, {12, 2, 2, 0, 0}, false, placement::loop, true,
     "AQAQTBR$!XDVF%#WCE$!|SAQ$!;(:%U%#EE|>;|=|=|=|=|=|=|=|=|>'TBDV9+"},
    {family::interleaved_grouped, {12, 3, 2, 0, 0}, false, placement::loop, true,
     "AQ##TBR$%XDVF%'WCE$%|SAQ$%d+c)U%#e!UEE|ge|=|=|=|=|=|=|=|=|g*##DV^!a/"},
    {family::interleaved_grouped, {12, 4, 2, 0, 0}, false, placement::loop, true,
     "AQ#%TBR$(XDVF%+WCE$(|SAQ$(q.p-U%#o!%%E|us|=|=|=|=|=|=|=|=|u-#%DVg!$%m0"},
    {family::interleaved_grouped, {12, 5, 2, 0, 0}, false, placement::loop, true,
     "AQ#'TBR$+XDVF%/WCE$+|SAQ$+~##1~#!1U%#y!%)E|~#(}%#E|=|=|=|=|=|=|=|=|~#(0#'DVp!$(y4"},
    {family::interleaved_grouped, {12, 6, 2, 0, 0}, false, placement::loop, true,
     "AQ#)TBR$.XDVF%3WCE$.|SAQ$.~#04~#/5U%#E%/E|~#6}~#62|=|=|=|=|=|=|=|=|~#63#)DVy!$+~#*8"},
    {family::interleaved_grouped, {12, 7, 2, 0, 0}, false, placement::loop, true,
     "AQ#+TBR$1XDVF%7WCE$1|SAQ$1~#>7~#<9U%#E%3E|~#`}~#`[|=|=|=|=|=|=|=|=|~#`6#)DV%#F$.~#6<"},
    {family::interleaved_grouped, {12, 8, 2, 0, 0}, false, placement::loop, true,
     "AQ#-TBR$4XDVF%!$+1#F&#WCFWC#',!F%!E!&|SAQ$4~#fqUF%!$+1#~#m#U~#n'|~#n}~#nj|=|=|=|=|=|=|=|~#nh~#;#"
     "(%~#nt|~#n9#'DV%##'F.#&$~#[;FF~#^'"},
    {family::interleaved_grouped, {12, 9, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVF%*$(WCF1#WC**.%WCE!!'%E|SAQ$7~#spU~#k&U,-2'&!~#{%($E|~#}}~#}x|=|=|=|=|=|~#}n~#q#~$%"
     "-~#}t|~#}hXDV~#}-(%~#{hF~#{*E|~#}e~#y_4%~#{<F~#{*E|~#}<#%~#t#~#k$&&#%~#k%~#i(,)~#i,F~#i*E"},
    {family::interleaved_grouped, {12, 10, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVF%2$%WC#%F4#((3$EEEWC&'E|SAQ$:~$%xU$(~$!&)(7&~$($U'(E|~$/}~$/}'(E|=|=|=|~$/t~#w#~$35"
     "~$/t|~$/nXDV~$/-(&~$/}|~$/k~$,7~$3*~$/t|~$/h~$,?(%~$.dF~$..E|~$/e~$,s:%~$.2F~$..E|~$/@##~$(#~#l$"
     "&0##~#w.2$)'~#u(F~#u.E"},
    {family::interleaved_grouped, {12, 11, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVF%:$!WC#)F5#,&E`#E!!WC'#(#|SAQ$>~$2}~#}#U$.~$8&/'~$;*U~$<&UE|~$>}~$>}~$>7|=|~$>z~#5#"
     "~$]>~$>t|~$>tXDV~$>-(&~$>})'|~$>q~$:7~$]2~$>t|~$>n~$:?~$].~$>t|~$>k~$:a~$]*~$>t|~$>h~$:h(%~$<_/#"
     "~$<0E|~$>e~$:}$&>&~$<.~$>#~$<,E|~$>^TB~$7#~#m$&:~$(68*i%~$'#~$&-E"},
    {family::interleaved_grouped, {12, 12, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVF%^WC#/FE8$($FE!$WC&%|SAQ$[~$@}~$@+U$7~$d&)%~$e(U'&|~$g}~$d'~$ka~$gt|~$gzXDV~$g-(&~$"
     "g}~$g/|~$gw~$d7~$k:~$gt|~$gt~$d?~$k6~$gt|~$gq~$da~$k2~$gt|~$gn~$dh~$k.~$gt|~$gk~$do~$k*~$gt|~$gh"
     "~$dv(%~$f;~%+&~$f5E|~$ge~$d}~$d;_(~$n$~$f1E|~$ga~$b#~#n$&`~$4>]$j%~$3%~$2+E"},
    {family::interleaved_grouped, {12, 13, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'#%:e!4,WCE$-WC8!(##%FE!#;!EE|SAQ$[~$d_'%Fk!~$_/.,d&~$h)UE%2$!~$o$*#$(~$t'U'!|~$u"
     "}~$r*~$ym~$us|~$uz~$r0~$yac!~$ux|~$uw~$r7~$y^`&~$us|~$ut~$r?~$ya~$us|~$uq~$ra~$y?WCU~$x5~$t[E|~$"
     "un~$rh~$y:~$c&~$y1~$u]|~$uk~$ro~$y5~$-#~$x4~$t4~$s$~$t'F|~$uh~$rv~$y1~$u*~$y-~$u^|~$ue~$r}~$y.~$"
     "u.~$y)~$u^|~$ua~$p#~#u$&k{!~$]2$%^#~$@<"},
    {family::interleaved_grouped, {12, 14, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ')%6g!Fk&%'WCE$.;&WC#)FE>&!#|SAQ$[~$p_'%Fk!(*%/&$g&~$y*WCUE%3~${(U$.~%&$a%!#|~%(}"
     "~%%*~%,s~%({|~%(z~%%0~%,df!~%(}~%(&|~%(w~%%7~%,aj)~%({|~%(t~%%?~%,`~%$%~%+7~%'cE|~%(q~%%a~%,[WCU"
     "a!(&~%'tE|~%(n~%%h~%,<~$4#~%%(~%+.]!%#~%'1E~%'.FF|~%(k~%%o~%,8~%(&~$3#~%,0~%(f|~%(h~%%v~%,4~%(*~"
     "%,0~%(f|~%(e~%%}~%,1~%(.~%,,~%(f|~%(a~%##~$($&k~$h&(%~$k+~$o%~#:%~$g_"},
    {family::interleaved_grouped, {12, 15, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'/%+b&(-%'WCE$1:!$%WC#'FFF;!##E!%|SAQ$[~$}_'%Fk!(1~%*`WCU%#E%#&$%+~%.*U$+~%3%.&~%"
     "6&|~%6}~%3*~%:x~%6}~%6'|~%6z~%30~%:t~%6}~%6'|~%6w~%37~%:m~$[#(%~%6}E|~%6t~%3?~%:f~%3*(&~%6x|~%6q"
     "~%3a~%:_~%3)'!~$]#(#~%6d~%&#.,FFF|~%6n~%3h~%:@~%6#%!E~%:)+%~%5q~%6#|~%6k~%3o~%:;~%6'~%:,~%9.~%5e"
     "~%6#|~%6h~%3v~%:7~%6+~%:7~%6i|~%6e~%3}~%:1~%3#(%~%6(~%:3~%6i|~%6a~%1#~$6$&k~$v-~%!4~$}$j###~$s`"},
    {family::interleaved_grouped, {12, 16, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'5%'d&(4%#WCE$4>!$(WC#%F!!-'E!&|SAQ$[~%-_'%Fk!(8~%7_WCU%#E%'*(%'~%<-U$(~%[%1)~%`'"
     "|~%`}~%]*~%d}BR~%`}~%`/|~%`z~%]0~%dw~$f#(%~%`}~%`(|~%`w~%]7~%dp~%]*~%d*~%`}|~%`t~%]?~%di~%]1(&~%"
     "`d~%0#1/~%t#|~%`q~%]a~%db~%]0'!~$k#(#~%`}|~%`n~%]h~%d^~%`#~%])~%d*2&%#~%`t|~%`k~%]o~%d?~%`'~%d31"
     "&~%_p~%`$|~%`h~%]v~%d7~%]#(%~%((~%d6~%_l~%`$|~%`e~%]}~%d1~%]*~%da~%`m|~%`a~%@#~$`$&k~%)4~%00'(TB"
     "s##%~%$a"},
    {family::interleaved_grouped, {12, 17, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ';%#f&(;WCE$3&!E[!$(3#WC~#7$Fq!0&EEk#!#|SAQ$[~%9_'%Fk!(@~%`^WCUF%!E%+.+1$~%f-5#t#"
     "~%i'1&4#~%m$n!!!|~%n}~%k*~%r}~%k((%~%n}~%n0|~%nz~%k0~%rz~%k*~%r.~%n}!#|~%nw~%k7~%rs~%k1~%r*~%na7"
     "#EE~%n,~%f#(#F!!|~%nt~%k?~%rl~%k8(&~%n}~%n#|~%nq~%ka~%re~%k7'!~$i#(#~%n}~%n#|~%nn~%kh~%ra~%n#~%k"
     "0~%r*2&~%n}|~%nk~%ko~%r?~%k#(%~$9$~%r^~%nt|~%nh~%kv~%r7~%k*~%rd~%m@~&6&~%m1F|~%ne~%k}~%r1~%k1~%r"
     "].&~%mk~%n%|~%na~%i#~$n$&k~%7;~%?,'.z##%~$w)5#~%0<"},
    {family::interleaved_grouped, {12, 18, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ']h&(?WCE$9a!$(WCWCFFs#&#/#3%Eh#%$!!|SAQ$[~%a_'%Fk!(b~%f[U(&E%/2/~%t-Uw#~%v*1#7'x"
     "%&%!!|~%}}~%y*~&%}~%y2~&%2~%}}~%}'|~%}z~%y0~&%}~%y2~&%.~%}]EE,!E~%}/~%o#(#F&$!!|~%}w~%y7~&%v~%y8"
     "~&%*~%}}~%}'|~%}t~%y?~&%o~%y@(&~%}}~%}'|~%}q~%ya~&%h~%yb~&%2~%}t|~%}n~%yh~&%a~%y#(%~%y_~&%.~%}t|"
     "~%}k~%yo~&%?~%y*~&%p~%}t|~%}h~%yv~&%7~%y1~&%k~%{7&#~%{<F|~%}e~%y}~&%1~%y8~&%d~%y2~#d%~%{8&$~%{$F"
     "|~%}a~%w#~$}$&k~%a^~%h('4DV#%~%>(DV&$~%;8~%<&"},
    {family::interleaved_grouped, {12, 19, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'cn&(7WCE'+$9m!$+EF&!F&$WC#'Eh#%$EFFF|SAQ$[~%m_'%~#1#(i~%s9U(&~%u%((%#&$%6~&(;U$+"
     "~#(%&%~&/#|~&/}~&,*~&3}~&,[(&~&/}~&/3|~&/z~&,0~&3}~&,[~&3?~&/t|~&/w~&,7~&3v~&,b~&3:~&/t|~&/t~&,?"
     "~&3o~&,i~&36~&/t|~&/q~&,a~&3h~&,#(%~&,f~&32~&/t|~&/n~&,h~&3a~&,*~&3{~&/t|~&/k~&,o~&3?~&,1~&3w~&/"
     "t|~&/h~&,v~&37~&,8~&3r~&./E~&.cF|~&/e~&,}~&31~&,@~&3k~&,/~#o%E~&.`F|~&/a~&*#~%/$&k~%oe~%v(':DV#'"
     "1!&&~%c]F"},
    {family::interleaved_grouped, {12, 20, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'it&(0WCE'7$4t#%!$+F2#&$WC#)Ek#%$EEFFF|SAQ$[~%y_'%~#1#(p~&%2U(&~%v%(6E&#%3~&5?U$."
     "~#+%&%~&>$|~&>}~&:*~&]}~&:j~&];~&>{|~&>z~&:0~&]}~&:j~&]7~&>{|~&>w~&:7~&]v~&:p~&]3~&>{|~&>t~&:?~&"
     "]o~&:#(%~&:m~&]/~&>{|~&>q~&:a~&]h~&:*~&]}~&>}FF|~&>n~&:h~&]a~&:1~&]{~&>{|~&>k~&:o~&]?~&:8~&]vXDV"
     "E~&>x|~&>h~&:v~&]7~&:@~&]o~&:#(%~&<tF|~&>e~&:}~&]1~&:b~&]h~&:64%~&<dF|~&>a~&8#~#@$&k~&!l~&)('7~%"
     "w$DV#'~#j)~%o1FF&)~%q#!#"},
    {family::interleaved_grouped, {12, 21, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'oz&()WCE'_$.z#%*$(<!1#WC*!b#*#.%%#EF]#!!|SAQ$[~&*_'%~#1#(w~&2+U(&~%w%(`E&#%+~&^9"
     "U~&_&Uu$,(2'&$~&f#e!!!|~&g}~&d*~&k}~&k'~&dp~&k3~&g}~&g&|~&gz~&d0~&k}Q~&dw~&k/~&g}~&g&|~&gw~&d7~&"
     "kv~&d#(%~&dt~&k+~&g}~&g&|~&gt~&d?~&ko~&d*~&k}($~&g}~&g'|~&gq~&da~&kh~&d1~&k}~#}#~&2$~&g}|~&gn~&d"
     "h~&ka~&d8~&kv~&d#(%F~&g}|~&gk~&do~&k?~&d@~&ko~&d*~&k*~&gt|~&gh~&dv~&k7~&db~&kh~&d1(%~&f+~&w$~&9%"
     ",*2'&#E~&m'!!|~&ge~&d}~&k1~&di~&ka~&d`4%~&f<F~&f*E|~&ga~&b#~#n$&k~&0s~&7('1~&+$~#c+#%~&!%~%{(,)~"
     "%{,F~%{*E"},
    {family::interleaved_grouped, {12, 22, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'u~#%&(!WCE'k$(~#%#%2$%WC#%Ed#((3%E{#FF&$F|SAQ$[~&6_'%~#1#(}~&@&U(&~%x%(nE&#%#~&k"
     "?U$(~&h&)(7'~#-%~&t#'#F|~&u}~&r*~&y}('~&r}~&y-~&u}~&u.|~&uz~&r0~&y}~&r$(%~&r{(&~&u}~&u/|~&uw~&r7"
     "~&yv~&r*~&y}('XDVE~&u}~&u+|~&ut~&r?~&yo~&r1~&y}~&r$(%F~&u}~&u'|~&uq~&ra~&yh~&r8~&yv~&r*~&y2~&ut|"
     "~&un~&rh~&ya~&r@~&yo~&r1~&y.~&u1<$)*7&~&u&''E|~&uk~&ro~&y?~&rb~&yh~&r8~&y*~&ut|~&uh~&rv~&y7~&ri~"
     "&ya~&r@(%~&tdF~&t.E|~&ue~&r}~&y1~&rp~&y?~&rt:%~&t2F~&t.E|~&ua~&p#~#n$&k~&?z~&a('+~&:$~#n5##~&..2"
     "$)'~&,(F~&,.E"},
    {family::interleaved_grouped, {12, 23, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'{TBRWCE'w$!~#+#%:$!WC#)Em#,*E!#-!F!!(!|SAQ$[~&^_'%Fk!(}($WCU~&o%U~%y%(}~&x`U$.~'"
     "#&/+~'&&U~''&UE|~'(}~'%*~',}~'%+(%~'%}((~&!#~'(}~'(3|~'(z~'%0~',}~'%+~',}~'%+(%F~'(}~'(/|~'(w~'%"
     "7~',v~'%1~',}~'%+~',:~'(t|~'(t~'%?~',o~'%8~',v~'%1~',6~'(4c$/)~'(#F~'(')'|~'(q~'%a~',h~'%@~',o~'"
     "%8~',2~'(t|~'(n~'%h~',a~'%b~',h~'%@~',.~'(t|~'(k~'%o~',?~'%i~',a~'%b~',*~'(t|~'(h~'%v~',7~'%p~',"
     "?~'%i(%~''_/#~''0E|~'(e~'%}~',1~'%w~',7~'%}$'>&~''.~'(#~'',E|~'(a~'##~#n$&k~&h}~&o-'%~&e$~#y@~&:"
     "68*i%~&9#~&8-E"},
    {family::interleaved_grouped, {12, 24, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3$%^WC#/EE8$($E!$F/!F&#|SAQ$[~&j_'%Fk!(}($WCU(&~&%%(}~$`%(&F~'*]U$7~"
     "'3&)%~'4(U~'5$UE|~'6}~'3*~':}~'32~':}~'32~':^~'6t|~'6z~'30~':}~'32~':}~'32~':?~'6:F~'6&)$F~'7%~'"
     "a$'$|~'6w~'37~':v~'38~':v~'38~'::~'6t|~'6t~'3?~':o~'3@~':o~'3@~':6~'6t|~'6q~'3a~':h~'3b~':h~'3b~"
     "':2~'6t|~'6n~'3h~':a~'3i~':a~'3i~':.~'6t|~'6k~'3o~':?~'3p~':?~'3p~':*~'6t|~'6h~'3v~':7~'3w~':7~'"
     "3w(%~'5;~'q&~'55E|~'6e~'3}~':1~'3}~':2~'3}~'3<_(~'>$~'51E|~'6a~'1#~#n$&k~&v}~'!4~&t$~$)e~&b>]$j%"
     "~&a%~&`+E"},
    {family::interleaved_grouped, {12, 25, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3*%:e!4,x!$-WC8!(##%FE!#;!EE|SAQ$[~&v_'%Fk!(}($WCU(&~&1%(}~$`%(&~#g'"
     "%+.,d&~'7)UE%2$!~'?$*#$(~'_'U'!|~'`}~']*~'d}~']2~'d}~']2~'dm~'`s|~'`z~']0~'d}~']2~'d}~']2~'dac!~"
     "'`x|~'`w~']7~'dv~']8~'dv~']8~'d^`&~'`s|~'`t~']?~'do~']@~'do~']@~'da~'`s|~'`q~']a~'dh~']b~'dh~']b"
     "~'d?WCU~'c5~'_[E|~'`n~']h~'da~']i~'da~']i~'d:~'2&~'d1~'`]|~'`k~']o~'d?~']p~'d?~']p~'d5~$^#~'c4~'"
     "_4~'^$~'_'F|~'`h~']v~'d7~']w~'d7~']w~'d1~'`*~'d-~'`^|~'`e~']}~'d1~']}~'d2~']}~$g/~'`.~'d)~'`^|~'"
     "`a~'@#~#u$&k~')}~'04~''$~$3w~&o.$%^#~&m<"},
    {family::interleaved_grouped, {12, 26, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$30%6g!Fk&%'WCE$.;&WC#)FE>&!#|SAQ$[~''_'%Fk!(}($WCU(&~&>%(}~$`%(&~#n."
     "%/&$g&~'d*~#)#%3~'f(U$.~'l$a%!#|~'n}~'k*~'r}~'k2~'r}~'k2~'rs~'n{|~'nz~'k0~'r}~'k2~'r}~'k2~'rdf!~"
     "'n}~'n&|~'nw~'k7~'rv~'k8~'rv~'k8~'raj)~'n{|~'nt~'k?~'ro~'k@~'ro~'k@~'r`~#1%~'q7~'mcE|~'nq~'ka~'r"
     "h~'kb~'rh~'kb~'r[WCUa!(&~'mtE|~'nn~'kh~'ra~'ki~'ra~'ki~'r<~$^#~'k(~'q.]!%#~'m1E~'m.FF|~'nk~'ko~'"
     "r?~'kp~'r?~'kp~'r8~'n&~&y#~'r0~'nf|~'nh~'kv~'r7~'kw~'r7~'kw~$g4~'n*~'r0~'nf|~'ne~'k}~%,1~'k}~'r2"
     "~'k}~$g6~'n*~'r,~'nf|~'na~'i#~$($&k~'7}~'?4~'5$~$3}~'!,~'&%~%h%~&y_"},
    {family::interleaved_grouped, {12, 27, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$36%+b&(-%'WCE$1:!$%WC#'FFF;!##E!%|SAQ$[~'3_'%Fk!(}($WCU(&~&e%(}~$`%("
     "&~#u5~'p`~$<#%!E%#&$%+~'t*U$+~'y%.&~'}&|~'}}~'y*~(%}~'y2~(%}~'y2~(%x~'}}~'}'|~'}z~'y0~(%}~'y2~(%"
     "}~'y2~(%t~'}}~'}'|~'}w~'y7~(%v~'y8~(%v~'y8~(%m~$^#(%~'}}E|~'}t~'y?~(%o~'y@~(%o~'y@~(%f~'y*(&~'}x"
     "|~'}q~'ya~(%h~'yb~(%h~'yb~(%_~'y)'!~',#(#~'}d~'l#.,FFF|~'}n~'yh~(%a~'yi~(%a~'yi~(%@~$a#~#^)'!+&~"
     "'{q~'}#|~'}k~'yo~(%?~'yp~(%?~'yp~$g;~'}'~(%,~($.~'{e~'}#|~'}h~'yv~%:7~'yw~(%7~'yw~$g;~'h+~(%3~'}"
     "i|~'}e~'y}~%:1~'y}~(%2~'y}~$g>~(%;~'}i|~'}a~'w#~$6$&k~'a}~'h4~'_$~$3}~#3(~'4-~'3$j###~'*`"},
    {family::interleaved_grouped, {12, 28, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3<%'d&(4%#WCE$4>!$(WC#%F!!-'E!&|SAQ$[~'@_'%Fk!(}($WCU(&~&q%(}~$`%(&~"
     "#}<~(!_~$^#%!E%'*(%'~('-U$(~(+%1)~(/'|~(/}~(,*~(3}~(,2~(3}~(,2~(3}~#7$~(/}~(/,|~(/z~(,0~(3}~(,2~"
     "(3}~(,2~(3w~$a#(%~(/}~(/(|~(/w~(,7~(3v~(,8~(3v~(,8~(3p~(,*~(3*~(/}|~(/t~(,?~(3o~(,@~(3o~(,@~(3i~"
     "(,1(&~(/d~'v#1/~(_#|~(/q~(,a~(3h~(,b~(3h~(,b~(3b~(,0'!~':#(#~(/}|~(/n~(,h~(3a~(,i~(3a~(,i~$g^~$d"
     "#~#h0'!2'%#~(/t|~(/k~(,o~%d?~(,p~(3?~(,p~$g^~'i'~(3/1&~(.p~(/$|~(/h~(,v~%d7~(,w~(37~(,w~$g^~(3?~"
     "(.l~(/$|~(/e~(,}~%d1~(,}~(32~(,}~$g`~(3?~(/m|~(/a~(*#~$`$&k~'o}~'v4~'m$~$3}~#:/~'^)'(TBs##%~'6a"},
    {family::interleaved_grouped, {12, 29, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3^%#f&(;WCE$3&!E[!$(3#WC~#7$Fq!0&EEk#!#|SAQ$[~'g_'%Fk!(}($WCU(&~'!%("
     "}~$`%(&~$(_~(/^~$d#%!E%+.+1$~(5-5#t#~(8'1&4#~(<$n!!!|~(>}~(:*~(]}~(:2~(]}~(:2~(]}~(:((%~(>}~(>0|"
     "~(>z~(:0~(]}~(:2~(]}~(:2~(]z~(:*~(].~(>}!#|~(>w~(:7~(]v~(:8~(]v~(:8~(]s~(:1~(]*~(>a7#EE~(>,~(5#("
     "#F!!|~(>t~(:?~(]o~(:@~(]o~(:@~(]l~(:8(&~(>}~(>#|~(>q~(:a~(]h~(:b~(]h~(:b~$ge~(:7'!~'8#(#~(>}~(>#"
     "|~(>n~(:h~%ra~(:i~(]a~(:i~$ge~#r7'!2'~(>}|~(>k~(:o~%r?~(:p~(]?~(:p~$ge~(]b~(>t|~(>h~(:v~%r7~(:w~"
     "(]7~(:w~$ge~(]]~(<@~(}&~(<1F|~(>e~(:}~%r1~(:}~(]2~(:}~$gg~(]:~$2)~(<h~(>%|~(>a~(8#~$n$&k~(!}~()4"
     "~'{$~$3}~#]6~#a%'.z##%~'.)5#~'^<"},
    {family::interleaved_grouped, {12, 30, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3dh&(?WCE$9a!$(WCWCFFs#&#/#3%Eh#%$!!|SAQ$[~'s_'%Fk!(}($WCU(&~'.%(}~$"
     "`%(&~$/f~(5[U(&E%/2/~(_-Uw#~(a*1#7'x%&%!!|~(g}~(d*~(k}~(d2~(k}~(d2~(k}~(d2~(k2~(g}~(g'|~(gz~(d0~"
     "(k}~(d2~(k}~(d2~(k}~(d2~(k.~(g]EE,!E~(g/~(?#(#F&$!!|~(gw~(d7~(kv~(d8~(kv~(d8~(kv~(d8~(k*~(g}~(g'"
     "|~(gt~(d?~(ko~(d@~(ko~(d@~(ko~(d@(&~(g}~(g'|~(gq~(da~&%h~(db~(kh~(db~$gl~*ke~(g}~(g#|~(gn~(dh~&%"
     "a~(di~(ka~(di~$gl~(km~(gt|~(gk~(do~&%?~(dp~&k?~(dp~$gl~(ki~(gt|~(gh~(dv~&%7~(dw~&k7~(dw~$gl~(kd~"
     "(f7&#~(f<F|~(ge~(d}~&%1~(d}~&k2~(d}~$gn~(dp~$k&~(f7&$~(f$F|~(ga~(b#~$}$&k~(0}~&74~(.$~$3}~#d@'4D"
     "V#%~'k(~$/&~'i8~'j&"},
    {family::interleaved_grouped, {12, 31, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3jn&(7~#].$9m!$+EF&!F&$WC#'Eh#%$EFFF|SAQ$[~($_'%~#1#(}($WCU(&~%u%(}~"
     "$`%(&~$6m~(^9U(&~#n.%#&$%6~(n;U$+~#(%&%~(u#|~(u}~(r*~(y}~(r2~(y}~(r2~(y}~(r[(&~(u}~(u3|~(uz~(r0~"
     "(y}~(r2~(y}~(r2~(y}~(r[~(y?~(ut|~(uw~(r7~(yv~(r8~(yv~(r8~(yv~(rb~(y:~(ut|~(ut~(r?~&3o~(r@~(yo~(r"
     "@~$gs~+%l~(u}~(u'|~(uq~(ra~&3h~(rb~(yh~(rb~$gs~(yx~(ut|~(un~(rh~&3a~(ri~&ra~(ri~$gs~(yt~(ut|~(uk"
     "~(ro~&3?~(rp~&r?~(rp~$gs~(yp~(ut|~(uh~(rv~&37~(rw~&r7~(rw~$gs~(yk~(t/E~(tcF|~(ue~(r}~&31~(r}~&r2"
     "~(r}~$gu~(rt~$v&~(t`F|~(ua~(p#~%/$&k~(?}~&?4~%e$~$3}~#kb':DV#'~$8*~'u[F"},
    {family::interleaved_grouped, {12, 32, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3pt&(0~#h:$4t#%!$+F2#&$WC#)Ek#%$EEFFF|SAQ$[~(0_'%~#1#(}($WCU(&~%v%(}"
     "~$`%(&~$>t~(k2U(&~#}<E&#%3~({?U$.~#+%&%~)($|~)(}~)%*~),}~)%2~),}~)%2~),}~)%j~),;~)({|~)(z~)%0~),"
     "}~)%2~),}~)%2~),}~)%j~),7~)({|~)(w~)%7~&]v~)%8~),v~)%8~$gz~+:s~)(}~)(+|~)(t~)%?~&]o~)%@~),o~)%@~"
     "$gz~),}~)({|~)(q~)%a~&]h~)%b~&yh~)%b~$gz~),x~)({|~)(n~)%h~&]a~)%i~&ya~)%i~$gz~),t~)({|~)(k~)%o~&"
     "]?~)%p~&y?~)%p~$gz~),o~$g#~)(x|~)(h~)%v~&]7~)%w~&y7~)%w~$gz~)%l(%~)'tF|~)(e~)%}~&]1~)%}~&y2~)%}~"
     "$g}~)%x4%~)'dF|~)(a~)##~#@$&k~(h}~&a4~%{$~$3}~#ri'7~$/&#'~#j)~(&1FF&)~((#!#"},
    {family::interleaved_grouped, {12, 33, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3vz&()~#sb$.z#%*$(<!1#WC*!b#*#.%%#EF]#!!|SAQ$[~(<_'%~#1#(}($WCU(&~%w"
     "%(}~$`%(&~$`{~(x+U(&~$/fE&#%+~)-9U~).&Uu$,(2'&$~)5#e!!!|~)6}~)3*~&k}~)32~):}~)32~$g}~):'~)3p~):3"
     "~)6}~)6&|~)6z~)30~&k}~)32~):}~)32~$g}~$g$~+kz~)6}~)6/|~)6w~)37~&kv~)38~):v~)38~$g}~+k{~(8(~)6}~)"
     "6&|~)6t~)3?~&ko~)3@~'%o~)3@~$g}~):}~(i&~)6}~)6#|~)6q~)3a~&kh~)3b~'%h~)3b~$g}~):{~$g#~)6}~)6#|~)6"
     "n~)3h~&ka~)3i~'%a~)3i~$g}~):t~$g*~)6}|~)6k~)3o~&k?~)3p~'%?~)3p~$g}~):m~$g1~)6x|~)6h~)3v~&k7~)3w~"
     "'%7~)3w~$g}~):f~$g7~)5+~)b$~)$%,*2'&#E~)<'!!|~)6e~)3}~&k1~)3}~'%2~)3}~$g}~):a~)3`4%~)5<F~)5*E|~)"
     "6a~)1#~#n$&k~(v}~&h4~&.$~$3}~#yp'1~$00#%~(4%~(2(,)~(2,F~(2*E"},
    {family::interleaved_grouped, {12, 34, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3}~#%&~$#q$(~#%#%2$%WC#%Ed#((3%E{#FF&$F|SAQ$[~(d_'%~#1#(}($WCU(&~%x%"
     "(}~$`%(&~$`}~)1(~$g#~$>zE&#%#~):?U$(~)7&)(7'~#-%~)_#'#F|~)`}~)]*~&y}~)]2~)d}~)]2~$g}~$g+~$>}~)d)"
     "~)`}~)`.|~)`z~)]0~&y}~)]2~)d}~)]2~$g}~$g+~)d}($~)`}~)`/|~)`w~)]7~&yv~)]8~',v~)]8~$g}~,%}~$g0~)`}"
     "~)`+|~)`t~)]?~&yo~)]@~',o~)]@~$g}~)d}~$g0~)`}~)`'|~)`q~)]a~&yh~)]b~',h~)]b~$g}~)d{~$g1~)`}'!F|~)"
     "`n~)]h~&ya~)]i~',a~)]i~$g}~)dt~$g8~)`9<$)*7&~)`&''E|~)`k~)]o~&y?~)]p~',?~)]p~$g}~)dm~$g@~)`x|~)`"
     "h~)]v~&y7~)]w~',7~)]w~$g}~)df~$ga~)_dF~)_.E|~)`e~)]}~&y1~)]}~',2~)]}~$g}~)da~)]t:%~)_2F~)_.E|~)`"
     "a~)@#~#n$&k~))}~&o4~&<$~$3}~$%w'+~$1:##~([.2$)'~(?(F~(?.E"},
    {family::interleaved_grouped, {12, 35, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVFAQ'}QWCETBR'}~$3}'%~$.}E$!~#+#%:$!WC#)Em#,*E!#-!F!!(!|SAQ$[~(p_'%Fk!(}($WCU(&~%y%(}"
     "~$`%(&~$`}~$g,~$>}(+~)c`U$.~)i&/+~)l&U~)m&UE|~)n}~)k*~',}~)k2~)r}~)k2~$g}~,:}~$g?~)n}~)n3|~)nz~)"
     "k0~',}~)k2~'3}~)k2~$g}~,:}~$g?~)n}~)n/|~)nw~)k7~',v~)k8~'3v~)k8~$g}~$`}~$g?~)n}~)n+|~)nt~)k?~',o"
     "~)k@~'3o~)k@~$g}~)r}~$g?~)n`c$/)~)n#F~)n')'|~)nq~)ka~',h~)kb~'3h~)kb~$g}~,:}~$g?~)n})#|~)nn~)kh~"
     "',a~)ki~'3a~)ki~$g}~,:}~$>?~)n}|~)nk~)ko~',?~)kp~'3?~)kp~$g}~,:}~)r^~)nt|~)nh~)kv~',7~)kw~'37~)k"
     "w~$g}~,:}(>~)m_/#~)m0E|~)ne~)k}~',1~)k}~'32~)k}~$g}~,:}~)kj>%~)m.~)n#~)m,E|~)na~)i#~#n$&k~&h}~&v"
     "4~&f$~$3}~$,}TB~$2f~(h68*i%~(g#~(f-E"},
    {family::interleaved_grouped, {13, 1, 2, 0, 0}, false, placement::loop, true,
     "AQTBRXDVFWCE|S.'WCUFE|/-|=|=|=|=|=|=|=|=|=|/$-&"},
    {family::interleaved_grouped, {13, 2, 2, 0, 0}, false, placement::loop, true,
     "AQAQTBR$!XDVF%#WCE$!|SAQ$!;(:%U%#EE|>;|=|=|=|=|=|=|=|=|=|>'TBDV9+"},
    {family::interleaved_grouped, {13, 3, 2, 0, 0}, false, placement::loop, true,
     "AQ##TBR$%XDVF%'WCE$%|SAQ$%d+c)U%#e!UEE|ge|=|=|=|=|=|=|=|=|=|g*##DV^!a/"},
    {family::interleaved_grouped, {13, 4, 2, 0, 0}, false, placement::loop, true,
     "AQ#%TBR$(XDVF%+WCE$(|SAQ$(q.p-U%#o!%%E|us|=|=|=|=|=|=|=|=|=|u-#%DVg!$%m0"},
    {family::interleaved_grouped, {13, 5, 2, 0, 0}, false, placement::loop, true,
     "AQ#'TBR$+XDVF%/WCE$+|SAQ$+~##1~#!1U%#y!%)E|~#(}%#E|=|=|=|=|=|=|=|=|=|~#(0#'DVp!$(y4"},
    {family::interleaved_grouped, {13, 6, 2, 0, 0}, false, placement::loop, true,
     "AQ#)TBR$.XDVF%3WCE$.|SAQ$.~#04~#/5U%#E%/E|~#6}~#62|=|=|=|=|=|=|=|=|=|~#63#)DVy!$+~#*8"},
    {family::interleaved_grouped, {13, 7, 2, 0, 0}, false, placement::loop, true,
     "AQ#+TBR$1XDVF%7WCE$1|SAQ$1~#>7~#<9U%#E%3E|~#`}~#`[|=|=|=|=|=|=|=|=|=|~#`6#+DVDVF$.~#6<"},
    {family::interleaved_grouped, {13, 8, 2, 0, 0}, false, placement::loop, true,
     "AQ#-TBR$4XDVF%;WCE$4|SAQ$4~#f:~#e>U%#E%7E|~#n}~#nj|=|=|=|=|=|=|=|=|~#nhXDV'%~#nu|~#n9#)~#d#DVF&$"
     "$.~#^["},
    {family::interleaved_grouped, {13, 9, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVF%&$+F2#WC(&#)FF%!EEWCE!%|SAQ$7~#stU)'$.~#z#U~#{$U~#}&|~#}}~#}x|=|=|=|=|=|=|=|~#}n~#"
     "e#~$%)~#}x|~#}hXDV~#},$+4&~#z@'$~#z&EE|~#}<#'~#s#~#^$DV#'.$~#1#)&~#i9F~#j("},
    {family::interleaved_grouped, {13, 10, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVF%.$(WCWCF3#*,.%EWCE!!'%E|SAQ$:~$%wU$!~#y&,.2'E'!~$.%($E|~$/}~$/}~$/)|=|=|=|=|=|~$/t"
     "~#{#~$31~$/x|~$/nXDV~$/-(&~$/}|~$/k~$,7(%~$.hF~$..E|~$/h~$,i7%~$.<F~$.+E|~$/@#%~$'#~#r$&+#%~#w(,"
     "2~#u,F~#u+E"},
    {family::interleaved_grouped, {13, 11, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVF%6$%WC#'F6#((3$E!!WC&'E|SAQ$>~$2}VWCU$+~$0&)(7&~$;%U'(E|~$>}~$>}~$>7|=|=|=|~$>z~$&#"
     "~$]9~$>x|~$>tXDV~$>-(&~$>}'&E|~$>q~$:7~$].~$>x|~$>n~$:?~$]*~$>x|~$>k~$:a(%~$<g~$>#~$<,E|~$>h~$:}"
     ">&~$<2F~$</E|~$>^##~$6#~#s$&5##~$(15$)'~$&(F~$&/E"},
    {family::interleaved_grouped, {13, 12, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVF%?$!WC#+F7#,&Eb#E!#WC('|SAQ$[~$@}~$@*U$1~$b&/'~$e+U)(|~$g}~$g}~$ga|=|~$g}~$d'~$k]~$"
     "gx|~$gzXDV~$g-(&~$g}~$g/|~$gw~$d7~$k6~$gx|~$gt~$d?~$k2~$gx|~$gq~$da~$k.~$gx|~$gn~$dh~$k*~$gx|~$g"
     "k~$do(%~$fb/#~$f1E|~$gh~$d}$0[&~$f.~$g$~$f,E|~$gaTB~$a#~#t$&@~$49;*l%~$3$~$2-E"},
    {family::interleaved_grouped, {13, 13, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVF%bWC#1FE:$($FE!%WC&%|SAQ$_~$h}~$h2U$:~$r&)%~$s)U'&|~$u}~$r-~$ye~$ux|~$u}~$o&~$u-(&~"
     "$u}~$u7|~$u}~$r8~$y?~$ux|~$uz~$r?~$y:~$ux|~$uw~$ra~$y6~$ux|~$ut~$rh~$y2~$ux|~$uq~$ro~$y.~$ux|~$u"
     "n~$rv~$y*~$ux|~$uk~$r}(&~$t?~%<&~$t6E|~$uh~$r}~$rab(~$}$~$t2E|~$ud~$p#~#u$&e~$[[`$m%~$@&~$?+E"},
    {family::interleaved_grouped, {13, 14, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'#%;f&%+WCE$1:!WC#)FE!#9!E|SAQ$_~$qb'%Fn!~$t;~$y3WCUE%7~$}$U$.~%''UEE|~%(}~%%0~%,"
     "eg!~%(}[!E|~%(}~%%4~%,bd&~%({|~%(}~%%8~%,ac&~%(x|~%(z~%%?~%,d~$8$~%(s|~%(w~%%a~%,]~$5#~%,%~%'e~%"
     "&$[$EF|~%(t~%%h~%,>~%(#%!E~%,6~%([|~%(q~%%o~%,9~%('~%,6~%([|~%(n~%%v~%,5~%(+~%,2~%([|~%(k~%%}~%,"
     "2~%(/~%,.~%([|~%(h~%%}~%,5~%(3~%,*~%([|~%(d~%##~#}$&pSAQ~$i7~$m%~$g@"},
    {family::interleaved_grouped, {13, 15, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ')%7h&(&%'WCE$1:!$!WC#)FFEE;!>!!#|SAQ$_~%!b'%Fn!(*%3~%+6WCUE%7~%.'U$.~%4&,#~%6$|~"
     "%6}~%30~%:hj!~%6}~%6.|~%6}~%34~%:en-~%6}!!|~%6}~%38~%:dm)~$_#~%6}|~%6z~%3?~%:ce!FWCU(#~%6}|~%6w~"
     "%3a~%:`~%3&%!~%5{E|~%6t~%3h~%:[~$?#~%:%~%96~%57~%)$,*FF|~%6q~%3o~%:<~%6&~$@#~%:5~%6e|~%6n~%3v~%:"
     "8~%6*~%:5~%6e|~%6k~%3}~%:5~%6.~%:1~%6e|~%6h~%3}~%:8~%62~%:-~%6e|~%6d~%1#~$/$&p~$t&(%~$w/~${%e#~$"
     "sa"},
    {family::interleaved_grouped, {13, 16, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'/%/f&(-%'WCE$4>!$%WC#'FFFE<!##E!$|SAQ$_~%.b'%Fn!(1~%7dWCU%#~$g#U%4~%<*U$+~%]&/&~"
     "%`%|~%`}~%]0~%d}~%`}~%`+|~%`}~%]4~%dx~%`}~%`+|~%`}~%]8~%dq~$f#(%~%`}!$|~%`z~%]?~%djWCU'!F(%~%`}!"
     "$|~%`w~%]a~%dc~$`#~%d(E+%~%3$~%`d~%5$/+FFF|~%`t~%]h~%d_~%`#%!~%?&~#c%~%_y~%`#|~%`q~%]o~%d@~%`'~%"
     "d3~%_q~%`#|~%`n~%]v~%d;~%`+~%d;~%`i|~%`k~%]}~%d8~%`/~%d7~%`i|~%`h~%]}~%d8~%]#(%~%`,~%d3~%`i|~%`d"
     "~%@#~$>$&p~%'-~%.8~%-$n###~%$`"},
    {family::interleaved_grouped, {13, 17, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'5%+h&(4%#WCE$7[!$(WC#%F!!>!#%E!%|SAQ$_~%:b'%Fn!(8~%`cWCU%#E%#&$%3~%f-U$(~%j&2)~%"
     "n&|~%n}~%k0~%r}(%~%n}~%n3|~%n}~%k4~%r{~$p#(%~%n}~%n,|~%n}~%k8~%rt~%k*(&~%n}~%n'|~%nz~%k?~%rm~%k)"
     "'!~$p#(#~%nl~%?#F20FF|~%nw~%ka~%rf~%k)E~%r)2&%#~%n}|~%nt~%kh~%rb~%n#~%k)~%r)1&~%r1~%nk|~%nq~%ko~"
     "%r^~%n'~%r@~%m_^#~%m/F|~%nn~%kv~%r?~%n+~%r:~%mp~%n$|~%nk~%k}~%r8~%k#(%~%3(~%r?~%nm|~%nh~%k}~%r8~"
     "%k*~%re~%nm|~%nd~%i#~$g$&p~%54~%<4'(TBw##%~%0a"},
    {family::interleaved_grouped, {13, 18, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ';%'j&(;WCE$:_!$+WC##F!#,%##E!&|SAQ$_~%bb'%Fn!(@~%mbWCUF%!E%'*(%/~%t0U$%~%w&/&$%~"
     "%}'|~%}}~%y0~&%}~%y,(%~%}}~%}4|~%}}~%y4~&%}~%y,~&%*~%}}~%}+|~%}}~%y8~&%w~%y1(&~%}lEEE~%}5FFF|~%}"
     "z~%y?~&%p~%y0'!~%`#(#~%}}~%}+|~%}w~%ya~&%i~%y0~&%*2&%#~%}}7!F|~%}t~%yh~&%e~%}#~%y0~&%)1&~&%1~%}o"
     "|~%}q~%yo~&%a~%}'~&%k~%}o|~%}n~%yv~&%?~%y#(%~%8(~&%^~%{?E~%{7F|~%}k~%y}~&%8~%y*~&%h~%{@^#~%{4F|~"
     "%}h~%y}~&%8~%y1~&%h~%}q|~%}d~%w#~$u$&p~%_;~%f0'.TB~#%##'~%<b"},
    {family::interleaved_grouped, {13, 19, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ']%#l&(?WCE$9&!Ee!$+6#~#]$!!-##%FEn#!$|SAQ$_~%nb'%Fn!(b~%s`U(&E%+.,%&9$~&'08#~&))"
     "/#$(~&.$q!!#|~&/}~&,0~&3}~&,6~&3.~&/}~&//|~&/}~&,4~&3}~&,6~&3*~&/i7#E~&/1E~&/'<!|~&/}~&,8~&3z~&,"
     "8(&~&/}~&//|~&/z~&,?~&3s~&,7'!~$z#(#~&/}~&//|~&/w~&,a~&3l~&,7~&3*2&~&/}~&/+|~&/t~&,h~&3h~&/#~&,7"
     "~&3>~&/x|~&/q~&,o~&3a~&,#(%~$c$~&3i~&/x|~&/n~&,v~&3?~&,*~&3p~&/x|~&/k~&,}~&38~&,1~&3k~&.?E~&.<F|"
     "~&/h~&,}~&38~&,8~&3d.&~&.:E~&.<F|~&/d~&*#~%($&p~%m^~%t,'4~#,##'~%0&4#~%d["},
    {family::interleaved_grouped, {13, 20, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'cn&(?WCE'%$<j!$+WCFF(!&%WC#'FFk#%$!#|SAQ$_~%zb'%Fn!(i~&%[U(&~&-%UE%+.,%*~&50U~&6"
     ",U$+~&;$~#-&!$|~&>}~&:0~&]}~&:[~&].~&>eEE~&>7E~&8&&$F!!|~&>}~&:4~&]}~&:[~&]*~&>}~&>3|~&>}~&:8~&]"
     "}~&:[(&~&>}~&>3|~&>z~&:?~&]v~&:b~&]:~&>x|~&>w~&:a~&]o~&:i~&]6~&>x|~&>t~&:h~&]h~&:#(%~&:f~&]2~&>x"
     "|~&>q~&:o~&]a~&:*~&]{~&>x|~&>n~&:v~&]?~&:1~&]w~&>x|~&>k~&:}~&]8~&:8~&]r~&<6E~&<`F|~&>h~&:}~&]8~&"
     ":@~&]k~&:2~#r%~&]$~&<]F|~&>d~&8#~%6$&p~%{e~&'(':DV#'4%DV&%~%o]F"},
    {family::interleaved_grouped, {13, 21, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'it&(7WCE'1$:t!$.FF&(WC#)Ek#%$EEFFF|SAQ$_~&+b'%~#7#(p~&29U(&~&.%(/E&#%;~&_?U$.~#3"
     "%&%~&g$|~&g}~&d0~&k}~&dj~&k_~&g{|~&g}~&d4~&k}~&dj~&k@~&g{|~&g}~&d8~&k}~&dj~&k;~&g{|~&gz~&d?~&kv~"
     "&dp~&k7~&g{|~&gw~&da~&ko~&d#(%~&dm~&k3~&g{|~&gt~&dh~&kh~&d*~&k}~&g}~&g%|~&gq~&do~&ka~&d1~&k}~&g}"
     "FF|~&gn~&dv~&k?~&d8~&k{~&g{|~&gk~&d}~&k8~&d@~&kv~&f1E~&fhF|~&gh~&d}~&k8~&db~&ko~&d27%~&feF|~&gd~"
     "&b#~%`$&p~&.l~&5('>DV#)0$~#m%~%{`F"},
    {family::interleaved_grouped, {13, 22, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'oz&(0WCE'>$4z#%&$+F2#[!(%#)Eq#&&F!!|SAQ$_~&7b'%~#7#(w~&@2U(&~&/%(>E&#%3~&l>U~&m&"
     "U$.~#2%''~&u#|~&u}~&r0~&y}~&y.~&ri~&y;~&u}~&u&|~&u}~&r4~&y}~&y'~&rp~&y7~&u}~&u&|~&u}~&r8~&y}Q~&r"
     "w~&y3~&u}~&u&|~&uz~&r?~&yv~&r#(%~&rt~&y/~&u}~&u&|~&uw~&ra~&yo~&r*~&y}~&y)~&u}~&u&|~&ut~&rh~&yh~&"
     "r1~&y}($~&u}~&u'|~&uq~&ro~&ya~&r8~&y}~#}#~&<$~&u}|~&un~&rv~&y?~&r@~&yv~&r#(%~&d$~&ux|~&uk~&r}~&y"
     "8~&rb~&yo~&r*(%~&txF|~&uh~&r}~&y8~&ri~&yh~&r>4%h!~&}'$.FF&$'#E!'|~&ud~&p#~#b$&p~&<s~&_('7~&6$~#d"
     "&#'.$[!)'~&,9F~&-("},
    {family::interleaved_grouped, {13, 23, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'u~#%&()WCE'e$.~#%#%.$(WC^!_#*,.%y#EFF'!F!!|SAQ$_~&_b'%~#7#(}~&h-U(&~&0%(gE&#%+~&"
     "y>Uq$,32'~#'$~''$U~'($|~'(}~'%0~',}~',.~'%w~',3~'(}~'(.|~'(}~'%4~',}('~'%}~',1~'(}~'(.|~'(}~'%8~"
     "',}~'%$(%~'%{~',+~'(}~'(.|~'(z~'%?~',v~'%*~',}(+~'(}~'(/|~'(w~'%a~',o~'%1~',}('XDVE~'(}~'(+|~'(t"
     "~'%h~',h~'%8~',}~'%$(%F~'(}~'('|~'(q~'%o~',a~'%@~',v~'%*~',.~'(x|~'(n~'%v~',?~'%b~',o~'%1~',*~'("
     ".5$,02'~'(%~'/&!!|~'(k~'%}~',8~'%i~',h~'%8(%~''hF~''.E|~'(h~'%}~',8~'%p~',a~'%j7%~''<F~''+E|~'(d"
     "~'##~#u$&p~&fz~&m('1~&a$~#o0#%~&:(,2~&8,F~&8+E"},
    {family::interleaved_grouped, {13, 24, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'{~#+&(!WCE'q$(~#+#%6$%WC#'Ej#((3%!!(!FF&$F|SAQ$_~&kb'%~#7#(}((~&#$U(&~&1%(uE&#%#"
     "~'+^U$+~')&)(7'~'4$U~'5$'#F|~'6}~'30~':}(.~'3}~':4~'6}~'66|~'6}~'34~':}~'3+(%~'3}(,~'6}~'67|~'6}"
     "~'38~':}~'3+~':}(.XDVE~'6}~'63|~'6z~'3?~':v~'31~':}~'3+(%F~'6}~'6/|~'6w~'3a~':o~'38~':}~'3+~':6~"
     "'6x|~'6t~'3h~':h~'3@~':v~'31~':2~'64_$)*7&~'6'''E|~'6q~'3o~':a~'3b~':o~'38~':.~'6x|~'6n~'3v~':?~"
     "'3i~':h~'3@~':*~'6x|~'6k~'3}~':8~'3p~':a~'3b(%~'5g~'6#~'5,E|~'6h~'3}~':8~'3w~':?~'3}U>&~'52F~'5/"
     "E|~'6d~'1#~#u$&p~&t}~&{-'+~&p$~#z:##~&b15$)'~&`(F~&`/E"},
    {family::interleaved_grouped, {13, 25, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'$TBRWCE'}E$!~#1#%?$!WC#+Es#,*E!$.!F!!(!|SAQ$_~&wb'%Fn!(}(+WCU~'.%U~&2%(}(&~'8d"
     "U$1~'@&/+~'^'U~'_&UE|~'`}~']0~'d}~']2(%~':}(/~&7#~'`}~'`;|~'`}~']4~'d}~']2~'d}~']2(%F~'`}~'`7|~'"
     "`}~']8~'d}~']2~'d}~']2~'d?~'`x|~'`z~']?~'dv~']8~'d}~']2~'d:~'`7j$/)~'`#F~'`()'|~'`w~']a~'do~']@~"
     "'dv~']8~'d6~'`x|~'`t~']h~'dh~']b~'do~']@~'d2~'`x|~'`q~']o~'da~']i~'dh~']b~'d.~'`x|~'`n~']v~'d?~'"
     "]p~'da~']i~'d*~'`x|~'`k~']}~'d8~']w~'d?~']p(%~'_b/#~'_1E|~'`h~']}~'d8~']}~'d9~']}$1[&~'_.~'`$~'_"
     ",E|~'`d~'@#~#u$&p~''}~'.4'%~'$$~$*`~&n9;*l%~&m$~&l-E"},
    {family::interleaved_grouped, {13, 26, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~#6#%bWC#1EE:$($E!%F0!F&#|SAQ$_~'(b'%Fn!(}(+WCU(&~&9%(}()~&8#(%F~'a"
     "aU$:~'k&)%~'l)U~'m$UE|~'n}~'k0~'r}~'k9~'r}~'k9~'rb~'nx|~'n}~'k4~'r}~'k9~'r}~'k9~'r^~'n>F~'n&)$F~"
     "'o&~(#$'$|~'n}~'k8~'r}~'k9~'r}~'k9~'r?~'nx|~'nz~'k?~'rv~'k@~'rv~'k@~'r:~'nx|~'nw~'ka~'ro~'kb~'ro"
     "~'kb~'r6~'nx|~'nt~'kh~'rh~'ki~'rh~'ki~'r2~'nx|~'nq~'ko~'ra~'kp~'ra~'kp~'r.~'nx|~'nn~'kv~'r?~'kw~"
     "'r?~'kw~'r*~'nx|~'nk~'k}~'r8~'k}~'r9~'k}('~'m?~(5&~'m6E|~'nh~'k}~'r8~'k}~'r9~'k}~'kbb(~'u$~'m2E|"
     "~'nd~'i#~#u$&p~'5}~'<;~'3$~$5j~&z[`$m%~&y&~&x+E"},
    {family::interleaved_grouped, {13, 27, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~#<)%;f&%+}!$1:!WC#)FE!#9!E|SAQ$_~'4b'%Fn!(}(+WCU(&~&a%(}()XDV(&~#n"
     "'%7~'r3~#'#%7~'u$U$.~'{'UEE|~'}}~'y0~(%}~'y9~(%}~'y9~(%eg!~'}}[!E|~'}}~'y4~(%}~'y9~(%}~'y9~(%bd&"
     "~'}{|~'}}~'y8~(%}~'y9~(%}~'y9~(%ac&~'}x|~'}z~'y?~(%v~'y@~(%v~'y@~(%d~'1$~'}s|~'}w~'ya~(%o~'yb~(%"
     "o~'yb~(%]~$c#~#9&~'{d~'z$[$EF|~'}t~'yh~(%h~'yi~(%h~'yi~(%>~$f#~#[*~'}l|~'}q~'yo~(%a~'yp~(%a~'yp~"
     "(%9~'}'~(%6~'}[|~'}n~'yv~(%?~'yw~(%?~'yw~(%5~'}+~(%2~'}[|~'}k~'y}~(%8~'y}~(%9~'y}~(%3~'}/~(%.~'}"
     "[|~'}h~'y}~(%8~'y}~(%9~'y}~$u6~'}3~#x*~'}[|~'}d~'w#~#}$&p~'_}~'f;~']$~$@}~',3~#^'~'*>"},
    {family::interleaved_grouped, {13, 28, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~#^/%7h&(&%'WCE$1:!$!WC#)FFEE;!>!!#|SAQ$_~'[b'%Fn!(}(+WCU(&~&m%(}()"
     "XDV(&~#u.%3~($6~#-#%7~(''U$.~(-&,#~(/$|~(/}~(,0~(3}~(,9~(3}~(,9~(3hj!~(/}~(/.|~(/}~(,4~(3}~(,9~("
     "3}~(,9~(3en-~(/}!!|~(/}~(,8~(3}~(,9~(3}~(,9~(3dm)~$f#~(/}|~(/z~(,?~(3v~(,@~(3v~(,@~(3ce!FWCU(#~("
     "/}|~(/w~(,a~(3o~(,b~(3o~(,b~(3`~(,&~#@&~(.wE|~(/t~(,h~(3h~(,i~(3h~(,i~(3[~$i#~(3%~(26~(.7~(!$,*F"
     "F|~(/q~(,o~(3a~(,p~(3a~(,p~(3<~(/&~'8#~(35~(/e|~(/n~(,v~(3?~(,w~(3?~(,w~(38~(/*~(35~(/e|~(/k~(,}"
     "~(38~(,}~(39~(,}~$u6~(/.~(31~(/e|~(/h~(,}~%:8~(,}~(39~(,}~$u>~(/.~(3-~(/e|~(/d~(*#~$/$&p~'m}~'t;"
     "~'k$~$@}(%~':/~'?%e#~'6a"},
    {family::interleaved_grouped, {13, 29, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~#d5%/f&(-%'WCE$4>!$%WC#'FFFE<!##E!$|SAQ$_~'hb'%Fn!(}(+WCU(&~&y%(}("
     ")XDV(&~#}5~(0d~$c#%!~'`#U%4~(5*U$+~(:&/&~(>%|~(>}~(:0~(]}~(:9~(]}~(:9~(]}~(>}~(>+|~(>}~(:4~(]}~("
     ":9~(]}~(:9~(]x~(>}~(>+|~(>}~(:8~(]}~(:9~(]}~(:9~(]q~$i#(%~(>}!$|~(>z~(:?~(]v~(:@~(]v~(:@~(]jWCU'"
     "!F(%~(>}!$|~(>w~(:a~(]o~(:b~(]o~(:b~(]c~$i#~(](~#e'%#~(>d~(.$/+FFF|~(>t~(:h~(]h~(:i~(]h~(:i~(]_~"
     "$l#~#b)~&[%~(<y~(>#|~(>q~(:o~(]a~(:p~(]a~(:p~(]@~(>'~(]3~(<q~(>#|~(>n~(:v~(]?~(:w~(]?~(:w~$u;~(>"
     "+~(];~(>i|~(>k~(:}~%d8~(:}~(]9~(:}~$u>~(%+~(]7~(>i|~(>h~(:}~%d8~(:}~(]9~(:}~$u`~(]@~(>i|~(>d~(8#"
     "~$>$&p~'{}~(';~'y$~$@}~#8-~'h1~'g$n###~'^`"},
    {family::interleaved_grouped, {13, 30, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~#j;%+h&(4%#WCE$7[!$(WC#%F!!>!#%E!%|SAQ$_~'tb'%Fn!(}(+WCU(&~'*%(}()"
     "XDV(&~$(<~(>c~$i#%!E%#&$%3~(_-U$(~(c&2)~(g&|~(g}~(d0~(k}~(d9~(k}~(d9~(k}(%~(g}~(g3|~(g}~(d4~(k}~"
     "(d9~(k}~(d9~(k{~$l#(%~(g}~(g,|~(g}~(d8~(k}~(d9~(k}~(d9~(kt~(d*(&~(g}~(g'|~(gz~(d?~(kv~(d@~(kv~(d"
     "@~(km~(d)'!~'i#(#~(gl~(7#F20FF|~(gw~(da~(ko~(db~(ko~(db~(kf~(d)~#e&'!+&~(:$~(g}|~(gt~(dh~(kh~(di"
     "~(kh~(di~(kb~$o#~#l0~&f%~(f(~(gx|~(gq~(do~(ka~(dp~(ka~(dp~$u^~(g'~(k@~(f_^#~(f/F|~(gn~(dv~%r?~(d"
     "w~(k?~(dw~$u^~(++~(k6~(fp~(g$|~(gk~(d}~%r8~(d}~(k9~(d}~$u`~(kb~(gm|~(gh~(d}~%r8~(d}~(k9~(d}~$ug~"
     "(k^~(gm|~(gd~(b#~$g$&p~(.}~(5;~(,$~$@}~#@4~'v-'(TBw##%~'ja"},
    {family::interleaved_grouped, {13, 31, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~#p]%'j&(;WCE$:_!$+WC##F!#,%##E!&|SAQ$_~(%b'%Fn!(}(+WCU(&~'6%(}()XD"
     "V(&~$/_~(fb~$o#%!E%'*(%/~(m0U$%~(p&/&$%~(u'|~(u}~(r0~(y}~(r9~(y}~(r9~(y}~(r,(%~(u}~(u4|~(u}~(r4~"
     "(y}~(r9~(y}~(r9~(y}~(r,~(y*~(u}~(u+|~(u}~(r8~(y}~(r9~(y}~(r9~(yw~(r1(&~(ulEEE~(u5FFF|~(uz~(r?~(y"
     "v~(r@~(yv~(r@~(yp~(r0'!~(>#(#~(u}~(u+|~(uw~(ra~(yo~(rb~(yo~(rb~(yi~(r0~(y*2&%#~(u}7!F|~(ut~(rh~("
     "yh~(ri~(yh~(ri~$ue~$r#~#v7~&p%~(t(~(u}|~(uq~(ro~&%a~(rp~(ya~(rp~$ue~(-'~(yg~(uo|~(un~(rv~&%?~(rw"
     "~(y?~(rw~$ue~(yf~(t?E~(t7F|~(uk~(r}~&%8~(r}~(y9~(r}~$ug~(ya~(t@^#~(t4F|~(uh~(r}~&%8~(r}~(y9~(r}~"
     "$un~(ya~(uq|~(ud~(p#~$u$&p~(<}~(_;~(:$~$@}~#b;~())'.TB~#%##'~'vb"},
    {family::interleaved_grouped, {13, 32, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~#vc%#l&(?WCE$9&!Ee!$+6#~#]$!!-##%FEn#!$|SAQ$_~(1b'%Fn!(}(+WCU(&~'^"
     "%(}()XDV(&~$6f~(l`U(&E%+.,%&9$~({08#~)!)/#$(~)'$q!!#|~)(}~)%0~),}~)%9~),}~)%9~),}~)%6~),.~)(}~)("
     "/|~)(}~)%4~),}~)%9~),}~)%9~),}~)%6~),*~)(i7#E~)(1E~)('<!|~)(}~)%8~),}~)%9~),}~)%9~),z~)%8(&~)(}~"
     ")(/|~)(z~)%?~),v~)%@~),v~)%@~),s~)%7'!~'s#(#~)(}~)(/|~)(w~)%a~),o~)%b~),o~)%b~$ul~)%7~),*2&~)(}~"
     ")(+|~)(t~)%h~&3h~)%i~),h~)%i~$ul~$%?~),6~)(x|~)(q~)%o~&3a~)%p~),a~)%p~$ul~),m~)(x|~)(n~)%v~&3?~)"
     "%w~),?~)%w~$ul~),i~)(x|~)(k~)%}~&38~)%}~),9~)%}~$un~),d~)'?E~)'<F|~)(h~)%}~&38~)%}~),9~)%}~$uu~)"
     ",]~$c)~)'7E~)'<F|~)(d~)##~%($&p~(f}~(m;~(d$~$@}~#i^~#m%'4~#,##'~'j&4#~('["},
    {family::interleaved_grouped, {13, 33, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~#}in&(?~#^($<j!$+WCFF(!&%WC#'FFk#%$!#|SAQ$_~(>b'%Fn!(}(+WCU(&~&-%("
     "}()XDV(&~$>m~(y[U(&~#n'%+.,%*~).0U~)/,U$+~)4$~#-&!$|~)6}~)30~):}~)39~):}~)39~):}~)3[~):.~)6eEE~)"
     "67E~)1&&$F!!|~)6}~)34~):}~)39~):}~)39~):}~)3[~):*~)6}~)63|~)6}~)38~):}~)39~):}~)39~):}~)3[(&~)6}"
     "~)63|~)6z~)3?~):v~)3@~):v~)3@~):v~)3b~)::~)6x|~)6w~)3a~&]o~)3b~):o~)3b~$us~+dl~)6}~)6+|~)6t~)3h~"
     "&]h~)3i~):h~)3i~$us~):x~)6x|~)6q~)3o~&]a~)3p~',a~)3p~$us~):t~)6x|~)6n~)3v~&]?~)3w~',?~)3w~$us~):"
     "p~)6x|~)6k~)3}~&]8~)3}~',9~)3}~$uu~):k~)56E~)5`F|~)6h~)3}~&]8~)3}~',9~)3}~$u}~)3w~%%&~):#~)5]F|~"
     ")6d~)1#~%6$&p~(t}~&m;~(r$~$@}~#pg':DV#'~$[,~'v#~(2?F"},
    {family::interleaved_grouped, {13, 34, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~$'ot&(7~#i4$:t!$.FF&(WC#)Ek#%$EEFFF|SAQ$_~(eb'%~#7#(}(+WCU(&~&.%(}"
     "()XDV(&~$`t~)+9U(&~#}5E&#%;~)<?U$.~#3%&%~)`$|~)`}~)]0~)d}~)]9~)d}~)]9~)d}~)]j~)d_~)`{|~)`}~)]4~)"
     "d}~)]9~)d}~)]9~)d}~)]j~)d@~)`{|~)`}~)]8~)d}~)]9~)d}~)]9~)d}~)]j~)d;~)`{|~)`z~)]?~&kv~)]@~)dv~)]@"
     "~$uz~+ys~)`}~)`/|~)`w~)]a~&ko~)]b~)do~)]b~$uz~)d}~)`}FFF|~)`t~)]h~&kh~)]i~'3h~)]i~$uz~)d}~)`{|~)"
     "`q~)]o~&ka~)]p~'3a~)]p~$uz~)dx~)`{|~)`n~)]v~&k?~)]w~'3?~)]w~$uz~)dt~)`{|~)`k~)]}~&k8~)]}~'39~)]}"
     "~$u}~)do~)_1E~)_hF|~)`h~)]}~&k8~)]}~'39~)]}~$u}~)do~)]27%~)_eF|~)`d~)@#~%`$&p~)'}~&t;~%x$~$@}~#w"
     "n'>DV#)~$`*~(?`F"},
    {family::interleaved_grouped, {13, 35, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~$-uz&(0~#t[$4z#%&$+F2#[!(%#)Eq#&&F!!|SAQ$_~(qb'%~#7#(}(+WCU(&~&/%("
     "}()XDV(&~$g{~)82U(&~$/_E&#%3~)e>U~)f&U$.~#2%''~)n#|~)n}~)k0~&y}~)k9~)r}~)k9~$u}~)r.~)ki~)r;~)n}~"
     ")n&|~)n}~)k4~&y}~)k9~)r}~)k9~$u}~)r'~)kp~)r7~)n}~)n&|~)n}~)k8~&y}~)k9~)r}~)k9~$u}~$u$~,3z~)n}~)n"
     "3|~)nz~)k?~&yv~)k@~)rv~)k@~$u}~,3{~)r,~)n}~)n&|~)nw~)ka~&yo~)kb~':o~)kb~$u}~)r}~(q'~)n}~)n&|~)nt"
     "~)kh~&yh~)ki~':h~)ki~$u}~)r}(!~)n}~)n'|~)nq~)ko~&ya~)kp~':a~)kp~$u}~)r{~$u#~)n}~)n#|~)nn~)kv~&y?"
     "~)kw~':?~)kw~$u}~)rt~$u*~)n}|~)nk~)k}~&y8~)k}~':9~)k}~$u}~)ro~$u0~)mxF|~)nh~)k}~&y8~)k}~':9~)k}~"
     "$u}~)ro~)k>4%h!~)u'$.FF&$'#E!'|~)nd~)i#~#b$&p~)5}~&{;~&:$~$@}~$#u'7~$;+#'.$[!)'~(f9F~(g("},
    {family::interleaved_grouped, {13, 36, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~$3{~#%&()~$$h$.~#%#%.$(WC^!_#*,.%y#EFF'!F!!|SAQ$_~)!b'%~#7#(}(+WCU"
     "(&~&0%(}()XDV(&~$g}~)h/~$u#~$>sE&#%+~)r>Uq$,32'~#'$~){$U~)}$|~)}}~)y0~',}~)y9~*%}~)y9~$u}~*%.~)y"
     "w~*%3~)}}~)}.|~)}}~)y4~',}~)y9~*%}~)y9~$u}~$u+~$`}~*%-~)}}~)}.|~)}}~)y8~',}~)y9~*%}~)y9~$u}~$u+~"
     "*%}~*%)~)}}~)}.|~)}z~)y?~',v~)y@~']v~)y@~$u}~,d}(0~)}}~)}/|~)}w~)ya~',o~)yb~']o~)yb~$u}~*%}~$u0~"
     ")}}~)}+|~)}t~)yh~',h~)yi~']h~)yi~$u}~*%}~$u0~)}}~)}'|~)}q~)yo~',a~)yp~']a~)yp~$u}~*%{~$u1~)}}~)}"
     "#|~)}n~)yv~',?~)yw~']?~)yw~$u}~*%t~$u8~)}25$,02'~)}%~*(&!!|~)}k~)y}~',8~)y}~']9~)y}~$u}~*%o~$u?~"
     "){hF~){.E|~)}h~)y}~',8~)y}~']9~)y}~$u}~*%o~)yj7%~){<F~){+E|~)}d~)w#~#u$&p~)_}~'';~&d$~$@}~$*}'1~"
     "$<5#%~(t(,2~(r,F~(r+E"},
    {family::interleaved_grouped, {13, 37, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~$3}'$~#+&~$/w$(~#+#%6$%WC#'Ej#((3%!!(!FF&$F|SAQ$_~).b'%~#7#(}(+WCU"
     "(&~&1%(}()XDV(&~$g}(,~#`%(&~$g{E&#%#~*$^U$+~*!&)(7'~*-$U~*.$'#F|~*/}~*,0~':}~*,9~*3}~*,9~$u}~$u2"
     "~$`}~*30~*/}~*/6|~*/}~*,4~':}~*,9~*3}~*,9~$u}~$u2~$g}(+~*/}~*/7|~*/}~*,8~':}~*,9~'d}~*,9~$u}~$u2"
     "~*,}~$u+~*/}~*/3|~*/z~*,?~':v~*,@~'dv~*,@~$u}~$g}~$u?~*/}~*//|~*/w~*,a~':o~*,b~'do~*,b~$u}~*3}~$"
     "u?~*/}~*/+|~*/t~*,h~':h~*,i~'dh~*,i~$u}~*3}~$u?~*/[_$)*7&~*/'''E|~*/q~*,o~':a~*,p~'da~*,p~$u}~*3"
     "{~$u@~*/}.#|~*/n~*,v~':?~*,w~'d?~*,w~$u}~*3t~$ub~*/}|~*/k~*,}~':8~*,}~'d9~*,}~$u}~*3o~$uh~*.g~*/"
     "#~*.,E|~*/h~*,}~':8~*,}~'d9~*,}~$u}~*3o~*,}U>&~*.2F~*./E|~*/d~**#~#u$&p~&t}~'.;~&r$~$@}~$1}~$1&'"
     "+~$>@##~)%15$)'~)#(F~)#/E"},
    {family::interleaved_grouped, {13, 38, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVFAQ'}'&WCETBR'}'&~$3}'*~$4}'&$!~#1#%?$!WC#+Es#,*E!$.!F!!(!|SAQ$_~):b'%Fn!(}(+WCU(&~&"
     "2%(}()~&8#~$u}~$u9~$`}(2~*1dU$1~*8&/+~*;'U~*<&UE|~*>}~*:0~'d}~*:9~*]}~*:9~$u}~-3}~$uh~*>}~*>;|~*"
     ">}~*:4~'d}~*:9~'k}~*:9~$u}~-3}~$uh~*>}~*>7|~*>}~*:8~'d}~*:9~'k}~*:9~$u}~-3}~$uh~*>}~*>3|~*>z~*:?"
     "~'dv~*:@~'kv~*:@~$u}~$n}~$uh~*>gj$/)~*>#F~*>()'|~*>w~*:a~'do~*:b~'ko~*:b~$u}~$n}~$uh~*>}~*>+|~*>"
     "t~*:h~'dh~*:i~'kh~*:i~$u}~*]}~$uh~*>})'|~*>q~*:o~'da~*:p~'ka~*:p~$u}~-3}~$uh~*>})#|~*>n~*:v~'d?~"
     "*:w~'k?~*:w~$u}~-3}~$gh~*>}|~*>k~*:}~'d8~*:}~'k9~*:}~$u}~-3}(i~*<b/#~*<1E|~*>h~*:}~'d8~']}~'k9~*"
     ":}~$u}~-3}~*:}$$[&~*<.~*>$~*<,E|~*>d~*8#~#u$&p~''}~'5;~'%$~$@}~$1}~$8-~$?k~)19;*l%~)0$~)/-E"},
    {family::interleaved_grouped, {14, 1, 2, 0, 0}, false, placement::loop, true,
     "AQTBRXDVFWCE|S.'WCUFE|/-|=|=|=|=|=|=|=|=|=|=|/$-&"},
    {family::interleaved_grouped, {14, 2, 2, 0, 0}, false, placement::loop, true,
     "AQAQTBR$!XDVF%#WCE$!|SAQ$!;(:%U%#EE|>;|=|=|=|=|=|=|=|=|=|=|>'TBDV9+"},
    {family::interleaved_grouped, {14, 3, 2, 0, 0}, false, placement::loop, true,
     "AQ##TBR$%XDVF%'WCE$%|SAQ$%d+c)U%#e!UEE|ge|=|=|=|=|=|=|=|=|=|=|g*##DV^!a/"},
    {family::interleaved_grouped, {14, 4, 2, 0, 0}, false, placement::loop, true,
     "AQ#%TBR$(XDVF%+WCE$(|SAQ$(q.p-U%#o!%%E|us|=|=|=|=|=|=|=|=|=|=|u-#%DVg!$%m0"},
    {family::interleaved_grouped, {14, 5, 2, 0, 0}, false, placement::loop, true,
     "AQ#'TBR$+XDVF%/WCE$+|SAQ$+~##1~#!1U%#y!%)E|~#(}%#E|=|=|=|=|=|=|=|=|=|=|~#(0#'DVp!$(y4"},
    {family::interleaved_grouped, {14, 6, 2, 0, 0}, false, placement::loop, true,
     "AQ#)TBR$.XDVF%3WCE$.|SAQ$.~#04~#/5U%#E%/E|~#6}~#62|=|=|=|=|=|=|=|=|=|=|~#63#)DVy!$+~#*8"},
    {family::interleaved_grouped, {14, 7, 2, 0, 0}, false, placement::loop, true,
     "AQ#+TBR$1XDVF%7WCE$1|SAQ$1~#>7~#<9U%#E%3E|~#`}~#`[|=|=|=|=|=|=|=|=|=|=|~#`6#+DVDVF$.~#6<"},
    {family::interleaved_grouped, {14, 8, 2, 0, 0}, false, placement::loop, true,
     "AQ#-TBR$4XDVF%;WCE$4|SAQ$4~#f:~#e>U%#E%7E|~#n}~#nj|=|=|=|=|=|=|=|=|=|=|~#n9#+DV%#F$1~#^["},
    {family::interleaved_grouped, {14, 9, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVF%!$.4#F&#WCFFWC#).!2#E!'|SAQ$7~#swU~#c#U$.4#9$~#}(|~#}}~#}x|=|=|=|=|=|=|=|=|=|~#}n~"
     "#b#(%~#}}|~#}<#)DV%##)F0#&$~#h@FF~#j("},
    {family::interleaved_grouped, {14, 10, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVF%*$+F2#WCWC*(#'FF%!EEEWC&!!#|SAQ$:~$%{U$!,*$+~$-#U~$.%U~$/&|~$/}~$/}~$/)|=|=|=|=|=|"
     "=|=|~$/t~#o#~$3-~$/}|~$/nXDV~$/-(%~$.oF~$.+E|~$/k~$,_4%~$._F~$.+E|~$/@#'~$&#~#e$&&#'.$~#^&,)~#u3"
     "(#~#u(E"},
    {family::interleaved_grouped, {14, 11, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVF%2$(WC##F5#*,.%EEWCE!!'%E|SAQ$>~$2}WCU$%~$,&,.2'~$5#U~$<%($E|~$>}~$>}~$>7|=|=|=|=|="
     "|~$>z~$*#~$]5~$>}|~$>tXDV~$>-(&~$>}(&E|~$>q~$:7~$]*~$>}|~$>n~$:?(%~$<kF~$</E|~$>k~$:s:%~$<9F~$</"
     "E|~$>^#%~$5#~#y$&0#%~$(+/',*~$&,F~$&,E"},
    {family::interleaved_grouped, {14, 12, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVF%:$%WC#)F8#((3$E!#WC&'E|SAQ$[~$@}~$@)U$.~$?&)(7&~$e&U'(E|~$g}~$g}~$ga|=|=|=|~$g}~$d"
     "'~$k>~$g}|~$gzXDV~$g-(&~$g}~$g/|~$gw~$d7~$k2~$g}|~$gt~$d?~$k.~$g}|~$gq~$da~$k*~$g}|~$gn~$dh(%~$f"
     "j~$g$~$f,E|~$gk~$d}$)[&~$f2~$g#~$f-E|~$ga##~$`#~#z$&:##~$448$)'~$2(F~$20E"},
    {family::interleaved_grouped, {14, 13, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVF%^$!WC#-F9#,&Ed#E!$WC('|SAQ$_~$h}~$h1U$4~$p&/'~$s,U)(|~$u}~$u}~$uo|=|~$u}~$r-~$ya~$"
     "u}|~$u}~$o&~$u-(&~$u}~$u7|~$u}~$r8~$y:~$u}|~$uz~$r?~$y6~$u}|~$uw~$ra~$y2~$u}|~$ut~$rh~$y.~$u}|~$"
     "uq~$ro~$y*~$u}|~$un~$rv(%~$te/#~$t2E|~$uk~$r}~$r;_%~$t.~$u%~$t,E|~$udTB~$o#~#{$&`~$[<?*o%~$@%~$?"
     "-E"},
    {family::interleaved_grouped, {14, 14, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVF%fWC#3FE<$($FE!&WC&%|SAQ$b~$u}~$u9U$>~%%&)%~%&*U'&|~%(}~%%3~%,i~%(}|~%(}~%!,~%(-(&~"
     "%(}~%(@|~%(}~%%?~%,^~%(}|~%(}~%%^~%,?~%(}|~%(}~%%b~%,:~%(}|~%(z~%%h~%,6~%(}|~%(w~%%o~%,2~%(}|~%("
     "t~%%v~%,.~%(}|~%(q~%%}~%,+~%(}|~%(n~%%}(-~%']~%i&~%'7E|~%(k~%%}~%%ke(~%/$~%'3E|~%(g~%##~#}$&j~$h"
     "_c$p%~$g'~$f+E"},
    {family::interleaved_grouped, {14, 15, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'#%@j&%+WCE$0WC;!(##'FE!$?!EE|SAQ$b~%#e'%Fq!~$u32/k!~%'.UE%6$!~%/$*#$+~%5(U'!|~%6"
     "}~%36~%:fh&~%6}~%6&|~%6}~%3:~%:q~%6{|~%6}~%3?~%:eg!~%6}~%6#|~%6}~%3^~%:bd&~%6{|~%6}~%3b~%:e~%6{|"
     "~%6z~%3h~%:^WCU~%99~%5`E|~%6w~%3o~%:?~${&~%:5~%6a|~%6t~%3v~%:9~$^#~%98~%57~%4%~%5'F|~%6q~%3}~%:6"
     "~%6*~%:1~%6b|~%6n~%3}~%:9~%6.~%:-~%6b|~%6k~%3}~%:<~%62~%:)~%6b|~%6g~%1#~$($&uSAQ~$u6$%b#~$s["},
    {family::interleaved_grouped, {14, 16, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ')%;l&(&%'WCE$1?&WC#+FEE[&!#|SAQ$b~%/e'%Fq!(*%3*'n!~%41UE%7~%;(U$1~%^%e%!#|~%`}~%"
     "]6~%dir-~%`}~%`*|~%`}~%]:~%dw~%`}~%`&|~%`}~%]?~%dhj!~%`}~%`.|~%`}~%]^~%den)~%`}~%`&|~%`}~%]b~%dd"
     "~%[%~%c;~%_gE|~%`z~%]h~%d`WCUe!(&~%_}E|~%`w~%]o~%d[~$e#~%](~%c2a!%#~%_4~%5#~%_,FF|~%`t~%]v~%d<~%"
     "`&~$c#~%d4~%`j|~%`q~%]}~%d9~%`*~%d4~%`j|~%`n~%]}~%d<~%`.~%d0~%`j|~%`k~%]}~%d@~%`2~%d,~%`j|~%`g~%"
     "@#~$6$&u~%%&(%~%(/~%,%~#d%~%$c"},
    {family::interleaved_grouped, {14, 17, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'/%/f&(-%+WCE$4>!$%WC#)FFFE?!##E!%|SAQ$b~%;e'%Fq!(1~%`hWCU%#E%#&$%/~%e*U$.~%k&/&~"
     "%n&|~%n}~%k6~%r}~%n}~%n3|~%n}~%k:~%r}~%n}~%n/|~%n}~%k?~%rx~%n}~%n/|~%n}~%k^~%rq~$q#(%~%n}~%n(|~%"
     "n}~%kb~%rj~%k*(&~%n}!#|~%nz~%kh~%rc~%k)'!~$q#(#~%nk~%^$/,FFF|~%nw~%ko~%r_~%n#%!E~%r)+%~%my~%n#|~"
     "%nt~%kv~%r@~%n'~%r,~%q2~%mi~%n#|~%nq~%k}~%r<~%n+~%r;~%nm|~%nn~%k}~%r@~%n/~%r7~%nm|~%nk~%k}~%r@~%"
     "k#(%~%n,~%r3~%nm|~%ng~%i#~$`$&u~%3-~%:8~%9$n###~%0d"},
    {family::interleaved_grouped, {14, 18, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'5%+h&(4%'WCE$7[!$(WC#'F!!@!#%E!&|SAQ$b~%ce'%Fq!(8~%mgWCU%#E%'*(%+~%s-U$+~%x&2)~%"
     "}'|~%}}~%y6~&%}()~%}}~%}7|~%}}~%y:~&%}(%~%}}~%}7|~%}}~%y?~&%{~${#(%~%}}~%}0|~%}}~%y^~&%t~%y*~&%*"
     "~%}}~%}'|~%}}~%yb~&%m~%y1(&~%}k~%h$2/~&6#|~%}z~%yh~&%f~%y0'!~%$#(#~%}}~%}'|~%}w~%yo~&%b~%}#~%y)~"
     "&%*2&%#~%}}|~%}t~%yv~&%^~%}'~&%31&~%{x~%}$|~%}q~%y}~&%@~%}+~&%:~%{t~%}$|~%}n~%y}~&%@~%y#(%~%](~&"
     "%?~%}q|~%}k~%y}~&%@~%y*~&%e~%}q|~%}g~%w#~$n$&u~%]4~%d4'(TBw##%~%<e"},
    {family::interleaved_grouped, {14, 19, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ';%'j&(;%#WCE$:_!$+WC#%F!#.'d!!'|SAQ$b~%oe'%Fq!(@~%zfWCU%#E%+.,%'~&&0U$(~&*&2)m#!"
     "'|~&/}~&,6~&3}(/~&/}~&/@|~&/}~&,:~&3}~&,,(%~&/}~&/8|~&/}~&,?~&3}~&,,~&3.~&/}~&/+|~&/}~&,^~&3w~&,"
     "1~&3*~&/k~%q#~&/4~&c#|~&/}~&,b~&3p~&,8(&~&/}~&/+|~&/z~&,h~&3i~&,7'!~%r#(#~&/}~&/+|~&/w~&,o~&3e~&"
     "/#~&,0~&3*2&%#~&/}~&/#|~&/t~&,v~&3a~&/'~&3:1&~&3-~&/s|~&/q~&,}~&3@~&,#(%~%b(~&3^~&.^a#~&.4F|~&/n"
     "~&,}~&3@~&,*~&3h~&.s~&/%|~&/k~&,}~&3@~&,1~&3h~&/u|~&/g~&*#~$}$&u~%k;~%r0'.TB~#%##'~%df"},
    {family::interleaved_grouped, {14, 20, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ']%#l&(^WCE$9&!Eb!$+6#WC~#c$!!/%3$EEq#!$|SAQ$b~%{e'%Fq!(b~&,eWCUF%!E%/2/5$~&408#$"
     "!~&7)2&8&~&<$u!!#|~&>}~&:6~&]}~&:6(%~&>}~&>[|~&>}~&::~&]}~&:6~&]2~&>}~&>/|~&>}~&:?~&]}~&:6~&].~&"
     ">h:#EE~&>0~&4#($~&u#|~&>}~&:^~&]z~&:8~&]*~&>}~&>/|~&>}~&:b~&]s~&:@(&~&>}~&>/|~&>z~&:h~&]l~&:?'!~"
     "%-#(#~&>}~&>/|~&>w~&:o~&]h~&>#~&:7~&]*2&~&>}~&>+|~&>t~&:v~&]a~&:#(%~$m$~&]i~&>}|~&>q~&:}~&]@~&:*"
     "~&]p~&>}|~&>n~&:}~&]@~&:1~&]k~&<^E~&<<F|~&>k~&:}~&]@~&:8~&]d.&~&<?~#+#~&<9F|~&>g~&8#~%/$&u~%y^~&"
     "%,'4~#,##'~%<)7#~%p]"},
    {family::interleaved_grouped, {14, 21, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'cn&(aWCE$@g!$+WCWCFF}#&$0##%FFEn#%$!#|SAQ$b~&,e'%Fq!(i~&2cU(&E%363~&^0U$!~&`,2#$"
     "(~&e%~#-&!$|~&g}~&d6~&k}~&d[~&k6~&g}~&g3|~&g}~&d:~&k}~&d[~&k2~&gdEE,!E~&g3~&>#~#-(F!#|~&g}~&d?~&"
     "k}~&d[~&k.~&g}~&g3|~&g}~&d^~&k}~&d[~&k*~&g}~&g3|~&g}~&db~&kv~&db(&~&g}~&g3|~&gz~&dh~&ko~&di~&k6~"
     "&g}|~&gw~&do~&kh~&d#(%~&df~&k2~&g}|~&gt~&dv~&ka~&d*~&k{~&g}|~&gq~&d}~&k@~&d1~&kw~&g}|~&gn~&d}~&k"
     "@~&d8~&kr~&f:&#~&f]F|~&gk~&d}~&k@~&d@~&kk~&d5~#u%~&k%~&f]F|~&gg~&b#~%>$&u~&,e~&3(':DV#'~&!(DV&%~"
     "%{;~%}'"},
    {family::interleaved_grouped, {14, 22, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'it&(?WCE'+$@s!$.EF&!F&%WC#)En#%$EEFFF|SAQ$b~&8e'%~#>#(p~&@[U(&~&]%((%'*(%6~&m@U$"
     ".~#3%&%~&u$|~&u}~&r6~&y}~&rj~&y*~&u}~&u@|~&u}~&r:~&y}~&rj(&~&u}~&u@|~&u}~&r?~&y}~&rj~&y^~&u}|~&u"
     "}~&r^~&y}~&rj~&y?~&u}|~&u}~&rb~&yv~&rp~&y:~&u}|~&uz~&rh~&yo~&r#(%~&rm~&y6~&u}|~&uw~&ro~&yh~&r*~&"
     "y}~&u}~&u)|~&ut~&rv~&ya~&r1~&y}~&u}~&u%|~&uq~&r}~&y@~&r8~&y}~&u}FF|~&un~&r}~&y@~&r@~&yy~&t2E~&th"
     "F|~&uk~&r}~&y@~&rb~&yr~&r2~$%%E~&teF|~&ug~&p#~%g$&u~&:l~&]('[DV#)3!&&~&,bF"},
    {family::interleaved_grouped, {14, 23, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'oz&(7WCE'7$:z#%!$.F5#&$c$#)Eq#%$EEF!!|SAQ$b~&`e'%~#>#(w~&h9U(&~&^%(6E&#%;~&z]e$$"
     ".~#:%&%~'(%|~'(}~'%6~',}~',5~'%b~',_~'(}~'(&|~'(}~'%:~',}~',.~'%i~',@~'(}~'(&|~'(}~'%?~',}~','~'"
     "%p~',;~'(}~'(&|~'(}~'%^~',}Q~'%w~',7~'(}~'(&|~'(}~'%b~',v~'%#(%~'%t~',3~'(}~'(&|~'(z~'%h~',o~'%*"
     "~',}~',-~'(}~'(&|~'(w~'%o~',h~'%1~',}~',)~'(}~'(&|~'(t~'%v~',a~'%8~',}($~'(}~'('|~'(q~'%}~',@~'%"
     "@~',}~#}#E~'(}~'(#|~'(n~'%}~',@~'%b~',v~'%#(%~''}F|~'(k~'%}~',@~'%i~',o~'%97%~''iF|~'(g~'##~#f$&"
     "u~&ds~&k('>~&]$DV#)~#y)^!F~&81F5#&&~&:#!$"},
    {family::interleaved_grouped, {14, 24, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'u~#%&(0WCE'_$4~#%#%*$+@!4#((#)EEx#&%F!#|SAQ$b~&le'%~#>#(}~&u4U(&~&_%(`E&#%3~',<U"
     "~'&&)($.~'/$'(~'6$|~'6}~'36~':}~':5~'3p~':;~'6}~'6.|~'6}~'3:~':}~':.~'3w~':7~'6}~'6.|~'6}~'3?~':"
     "}('~'3}~':5~'6}~'6.|~'6}~'3^~':}~'3$(%~'3{~':/~'6}~'6.|~'6}~'3b~':v~'3*~':}~':0~'6}~'6.|~'6z~'3h"
     "~':o~'31~':}(+~'6}~'6/|~'6w~'3o~':h~'38~':}('XDV~&m$~'6}~'6'|~'6t~'3v~':a~'3@~':}~'3$(%F~'6}~'6'"
     "|~'6q~'3}~':@~'3b~':v~'3*~':*~'6}|~'6n~'3}~':@~'3i~':o~'31(%~'5.~'e$)*$.FFF'#~';'!$|~'6k~'3}~':@"
     "~'3p~':h~'3c7%~'5[F~'5+E|~'6g~'1#~#}$&u~&rz~&y('7~&l$~#p+#'~&b%),~&`6'#~&`(E"},
    {family::interleaved_grouped, {14, 25, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'{~#+&()WCE'k$.~#+#%2$(WC##Ee#*,.%E~#%#EFF'!F!!|SAQ$b~&xe'%~#>#(}((~''+U(&~&`%(nE"
     "&#%+~'9]U$%~'3&,.2'~#;%~'_$U~'`$|~'`}~']6~'d}~'d5~']}~'d5~'`}~'`6|~'`}~']:~'d}(.~']}~'d8~'`}~'`6"
     "|~'`}~']?~'d}~']+(%~']}~'d1~'`}~'`6|~'`}~']^~'d}~']+~'d}(2~'`}~'`7|~'`}~']b~'dv~']1~'d}(.XDVE~'`"
     "}~'`3|~'`z~']h~'do~']8~'d}~']+(%F~'`}~'`/|~'`w~']o~'dh~']@~'d}~']+~'d2~'`}|~'`t~']v~'da~']b~'dv~"
     "']1~'d.~'`1<$,02'~'`&((E|~'`q~']}~'d@~']i~'do~']8~'d*~'`}|~'`n~']}~'d@~']p~'dh~']@(%~'_kF~'_/E|~"
     "'`k~']}~'d@~']w~'da~']t:%~'_9F~'_/E|~'`g~'@#~#}$&u~'%}~',-'1~&{$~#{5#%~&n+/',*~&l,F~&l,E"},
    {family::interleaved_grouped, {14, 26, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}'$~#1&(!WCE'w$(~#1#%:$%WC#)Ep#((3%!#)!FF&$F|SAQ$b~')e'%~#>#(}(/~&7$U(&~&a%(}E&#"
     "%#~'bbU$.~'a&)(7'~'l%U~'m$'#F|~'n}~'k6~'r}(5~'k}~'r;~'n}~'n?|~'n}~'k:~'r}~'k2(%~'d}(3~'n}~'n@|~'"
     "n}~'k?~'r}~'k2~'r}(5XDVE~'n}~'n;|~'n}~'k^~'r}~'k2~'r}~'k2(%F~'n}~'n7|~'n}~'kb~'rv~'k8~'r}~'k2~'r"
     ":~'n}|~'nz~'kh~'ro~'k@~'r}~'k2~'r6~'n7f$)*7&~'n(''E|~'nw~'ko~'rh~'kb~'rv~'k8~'r2~'n}|~'nt~'kv~'r"
     "a~'ki~'ro~'k@~'r.~'n}|~'nq~'k}~'r@~'kp~'rh~'kb~'r*~'n}|~'nn~'k}~'r@~'kw~'ra~'ki(%~'mj~'n$~'m,E|~"
     "'nk~'k}~'r@~'k}~'r[~'k}$*[&~'m2~'n#~'m-E|~'ng~'i#~#}$&u~'3}~':4'+~'/$~$+@##~&z48$)'~&x(F~&x0E"},
    {family::interleaved_grouped, {14, 27, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}'*TBRWCE'}'&$!~#7#%^$!WC#-Ey#,*E!%/!F!!(!|SAQ$b~'5e'%Fq!(}(2WCU~'d%U~&b%(}(-~'o"
     "hU$4~'w&/+~'z(U~'{&UE|~'}}~'y6~(%}~'y9(%~'k}(6~&h#~'}}~'}_|~'}}~'y:~(%}~'y9~(%}~'y9(%F~'}}~'}@|~"
     "'}}~'y?~(%}~'y9~(%}~'y9~(%^~'}}|~'}}~'y^~(%}~'y9~(%}~'y9~(%?~'}:q$/)~'}#F~'}))'|~'}}~'yb~(%v~'y@"
     "~(%}~'y9~(%:~'}}|~'}z~'yh~(%o~'yb~(%v~'y@~(%6~'}}|~'}w~'yo~(%h~'yi~(%o~'yb~(%2~'}}|~'}t~'yv~(%a~"
     "'yp~(%h~'yi~(%.~'}}|~'}q~'y}~(%@~'yw~(%a~'yp~(%*~'}}|~'}n~'y}~(%@~'y}~(%[~'yw(%~'{e/#~'{2E|~'}k~"
     "'y}~(%@~'y}~(%[~'y}~'y<_%~'{.~'}%~'{,E|~'}g~'w#~#}$&u~']}~'d;'%~'?$~$6e~'+<?*o%~'*%~')-E"},
    {family::interleaved_grouped, {14, 28, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~#<#%fWC#3EE<$($E!&F1!F&#|SAQ$b~']e'%Fq!(}(2WCU(&~&i%(}(0~&i#(%F~'}"
     "eU$>~(,&)%~(-*U~(.$UE|~(/}~(,6~(3}~(,[~(3}~(,[~(3f~(/}|~(/}~(,:~(3}~(,[~(3}~(,[~(3b~(/[F~(/&)$F~"
     "(0'~([$'$|~(/}~(,?~(3}~(,[~(3}~(,[~(3^~(/}|~(/}~(,^~(3}~(,[~(3}~(,[~(3?~(/}|~(/}~(,b~(3v~(,b~(3v"
     "~(,b~(3:~(/}|~(/z~(,h~(3o~(,i~(3o~(,i~(36~(/}|~(/w~(,o~(3h~(,p~(3h~(,p~(32~(/}|~(/t~(,v~(3a~(,w~"
     "(3a~(,w~(3.~(/}|~(/q~(,}~(3@~(,}~(3[~(,}~(3,~(/}|~(/n~(,}~(3@~(,}~(3[~(,}(.~(.]~(p&~(.7E|~(/k~(,"
     "}~(3@~(,}~(3[~(,}~(,le(~(6$~(.3E|~(/g~(*#~#}$&u~'k}~'r^~'i$~$]o~'7_c$p%~'6'~'5+E"},
    {family::interleaved_grouped, {14, 29, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~#^)%@j&%+WCE$0WC;!(##'FE!$?!EE|SAQ$b~'ie'%Fq!(}(2WCU(&~&u%(}(0XDV("
     "&~#u'%/2/k!~(..UE%6$!~(6$*#$+~(<(U'!|~(>}~(:6~(]}~(:[~(]}~(:[~(]fh&~(>}~(>&|~(>}~(::~(]}~(:[~(]}"
     "~(:[~(]q~(>{|~(>}~(:?~(]}~(:[~(]}~(:[~(]eg!~(>}~(>#|~(>}~(:^~(]}~(:[~(]}~(:[~(]bd&~(>{|~(>}~(:b~"
     "(]v~(:b~(]v~(:b~(]e~(>{|~(>z~(:h~(]o~(:i~(]o~(:i~(]^WCU~([9~(<`E|~(>w~(:o~(]h~(:p~(]h~(:p~(]?~('"
     "&~(]5~(>a|~(>t~(:v~(]a~(:w~(]a~(:w~(]9~$w#~([8~(<7~(;%~(<'F|~(>q~(:}~(]@~(:}~(][~(:}~(]7~(>*~(]1"
     "~(>b|~(>n~(:}~(]@~(:}~(][~(:}~(]:~(>.~(]-~(>b|~(>k~(:}~(]@~(:}~(][~(:}~%(>~(>2~(])~(>b|~(>g~(8#~"
     "$($&u~'y}~(%^~'w$~$g}~$g$~'`2$%b#~'^["},
    {family::interleaved_grouped, {14, 30, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~#d/%;l&(&%'WCE$1?&WC#+FEE[&!#|SAQ$b~'ue'%Fq!(}(2WCU(&~'&%(}(0XDV(&"
     "~#}.%3*'n!~(;1UE%7~(^(U$1~(e%e%!#|~(g}~(d6~(k}~(d[~(k}~(d[~(kir-~(g}~(g*|~(g}~(d:~(k}~(d[~(k}~(d"
     "[~(kw~(g}~(g&|~(g}~(d?~(k}~(d[~(k}~(d[~(khj!~(g}~(g.|~(g}~(d^~(k}~(d[~(k}~(d[~(ken)~(g}~(g&|~(g}"
     "~(db~(kv~(db~(kv~(db~(kd~#<%~(j;~(fgE|~(gz~(dh~(ko~(di~(ko~(di~(k`WCUe!(&~(f}E|~(gw~(do~(kh~(dp~"
     "(kh~(dp~(k[~$w#~(d(~(j2a!%#~(f4~(<#~(f,FF|~(gt~(dv~(ka~(dw~(ka~(dw~(k<~(g&~'j#~(k4~(gj|~(gq~(d}~"
     "(k@~(d}~(k[~(d}~(k:~(g*~(k4~(gj|~(gn~(d}~(k@~(d}~(k[~(d}~%(>~(g.~(k0~(gj|~(gk~(d}~%d@~(d}~(k[~(d"
     "}~%(`~(g.~(k,~(gj|~(gg~(b#~$6$&u~(,}~(3^~(*$~$g}~$g+~'r4~&3%~'jc"},
    {family::interleaved_grouped, {14, 31, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~#j5%/f&(-%+WCE$4>!$%WC#)FFFE?!##E!%|SAQ$b~(&e'%Fq!(}(2WCU(&~'2%(}("
     "0XDV(&~$(5~(gh~$n#%!E%#&$%/~(l*U$.~(r&/&~(u&|~(u}~(r6~(y}~(r[~(y}~(r[~(y}~(u}~(u3|~(u}~(r:~(y}~("
     "r[~(y}~(r[~(y}~(u}~(u/|~(u}~(r?~(y}~(r[~(y}~(r[~(yx~(u}~(u/|~(u}~(r^~(y}~(r[~(y}~(r[~(yq~$w#(%~("
     "u}~(u(|~(u}~(rb~(yv~(rb~(yv~(rb~(yj~(r*(&~(u}!#|~(uz~(rh~(yo~(ri~(yo~(ri~(yc~(r)'!~'x#(#~(uk~(e$"
     "/,FFF|~(uw~(ro~(yh~(rp~(yh~(rp~(y_~$z#~#i)'!+&~(ty~(u#|~(ut~(rv~(ya~(rw~(ya~(rw~(y@~(u'~(y,~(x2~"
     "(ti~(u#|~(uq~(r}~(y@~(r}~(y[~(r}~%(>~(u+~(y;~(um|~(un~(r}~%r@~(r}~(y[~(r}~%(`~(]+~(y7~(um|~(uk~("
     "r}~%r@~(r}~(y[~(r}~%(g~(y@~(um|~(ug~(p#~$`$&u~(:}~(]^~(8$~$g}~$g2~(%1~($$n###~'vd"},
    {family::interleaved_grouped, {14, 32, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~#p;%+h&(4%'WCE$7[!$(WC#'F!!@!#%E!&|SAQ$b~(2e'%Fq!(}(2WCU(&~'?%(}(0"
     "XDV(&~$/<~(tg~$t#%!E%'*(%+~(z-U$+~)$&2)~)('|~)(}~)%6~),}~)%[~),}~)%[~),}()~)(}~)(7|~)(}~)%:~),}~"
     ")%[~),}~)%[~),}(%~)(}~)(7|~)(}~)%?~),}~)%[~),}~)%[~),{~$z#(%~)(}~)(0|~)(}~)%^~),}~)%[~),}~)%[~),"
     "t~)%*~),*~)(}~)('|~)(}~)%b~),v~)%b~),v~)%b~),m~)%1(&~)(k~(o$2/~)>#|~)(z~)%h~),o~)%i~),o~)%i~),f~"
     ")%0'!~(+#(#~)(}~)('|~)(w~)%o~),h~)%p~),h~)%p~),b~%!#~#s0'!2'%#~)(}|~)(t~)%v~),a~)%w~),a~)%w~%(^~"
     ")('~),31&~)'x~)($|~)(q~)%}~&%@~)%}~),[~)%}~%(`~(c+~),6~)'t~)($|~)(n~)%}~&%@~)%}~),[~)%}~%(g~),b~"
     ")(q|~)(k~)%}~&%@~)%}~),[~)%}~%(n~),^~)(q|~)(g~)##~$n$&u~(d}~(k^~(b$~$g}~$g9~(3-'(TBw##%~('e"},
    {family::interleaved_grouped, {14, 33, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~#v]%'j&(;%#WCE$:_!$+WC#%F!#.'d!!'|SAQ$b~(?e'%Fq!(}(2WCU(&~'f%(}(0X"
     "DV(&~$6_~)&f~$z#%!E%+.,%'~)-0U$(~)1&2)m#!'|~)6}~)36~):}~)3[~):}~)3[~):}(/~)6}~)6@|~)6}~)3:~):}~)"
     "3[~):}~)3[~):}~)3,(%~)6}~)68|~)6}~)3?~):}~)3[~):}~)3[~):}~)3,~):.~)6}~)6+|~)6}~)3^~):}~)3[~):}~)"
     "3[~):w~)31~):*~)6k~(x#~)64~)j#|~)6}~)3b~):v~)3b~):v~)3b~):p~)38(&~)6}~)6+|~)6z~)3h~):o~)3i~):o~)"
     "3i~):i~)37'!~(y#(#~)6}~)6+|~)6w~)3o~):h~)3p~):h~)3p~%(e~%%#~$!7'!2'%#~)6}~)6#|~)6t~)3v~&3a~)3w~)"
     ":a~)3w~%(e~(e'~):61&~):-~)6s|~)6q~)3}~&3@~)3}~):[~)3}~%(g~):f~)5^a#~)54F|~)6n~)3}~&3@~)3}~):[~)3"
     "}~%(n~):a~)5s~)6%|~)6k~)3}~&3@~)3}~):[~)3}~%(u~):a~)6u|~)6g~)1#~$}$&u~(r}~(y^~(p$~$g}~$g[~(])'.T"
     "B~#%##'~(3f"},
    {family::interleaved_grouped, {14, 34, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~#}c%#l&(^WCE$9&!Eb!$+6#WC~#c$!!/%3$EEq#!$|SAQ$b~(fe'%Fq!(}(2WCU(&~"
     "'r%(}(0XDV(&~$>f~)3e~%%#%!E%/2/5$~);08#$!~)?)2&8&~)_$u!!#|~)`}~)]6~)d}~)][~)d}~)][~)d}~)]6(%~)`}"
     "~)`[|~)`}~)]:~)d}~)][~)d}~)][~)d}~)]6~)d2~)`}~)`/|~)`}~)]?~)d}~)][~)d}~)][~)d}~)]6~)d.~)`h:#EE~)"
     "`0~);#($~)}#|~)`}~)]^~)d}~)][~)d}~)][~)dz~)]8~)d*~)`}~)`/|~)`}~)]b~)dv~)]b~)dv~)]b~)ds~)]@(&~)`}"
     "~)`/|~)`z~)]h~)do~)]i~)do~)]i~%(l~)]?'!~(4#(#~)`}~)`/|~)`w~)]o~&]h~)]p~)dh~)]p~%(l~$,?'!2'~)`}~)"
     "`+|~)`t~)]v~&]a~)]w~)da~)]w~%(l~)dm~)`}|~)`q~)]}~&]@~)]}~)d[~)]}~%(n~)di~)`}|~)`n~)]}~&]@~)]}~)d"
     "[~)]}~%(u~)dd~)_^E~)_<F|~)`k~)]}~&]@~)]}~)d[~)]}~%(}~)d]~$j)~)_;~#+#~)_9F|~)`g~)@#~%/$&u~)%}~),^"
     "~)#$~$g}~$gc~#r%'4~#,##'~(')7#~(@]"},
    {family::interleaved_grouped, {14, 35, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~$'in&(aWCE$@g!$+WCWCFF}#&$0##%FFEn#%$!#|SAQ$b~(re'%Fq!(}(2WCU(&~(#"
     "%(}(0XDV(&~$`m~)9cU(&E%363~)e0U$!~)g,2#$(~)l%~#-&!$|~)n}~)k6~)r}~)k[~)r}~)k[~)r}~)k[~)r6~)n}~)n3"
     "|~)n}~)k:~)r}~)k[~)r}~)k[~)r}~)k[~)r2~)ndEE,!E~)n3~)`#~#-(F!#|~)n}~)k?~)r}~)k[~)r}~)k[~)r}~)k[~)"
     "r.~)n}~)n3|~)n}~)k^~)r}~)k[~)r}~)k[~)r}~)k[~)r*~)n}~)n3|~)n}~)kb~)rv~)kb~)rv~)kb~)rv~)kb(&~)n}~)"
     "n3|~)nz~)kh~&ko~)ki~)ro~)ki~%(s~,,l~)n}~)n/|~)nw~)ko~&kh~)kp~)rh~)kp~%(s~)rx~)n}|~)nt~)kv~&ka~)k"
     "w~']a~)kw~%(s~)rt~)n}|~)nq~)k}~&k@~)k}~'][~)k}~%(u~)rp~)n}|~)nn~)k}~&k@~)k}~'][~)k}~%(}~)rk~)m:&"
     "#~)m]F|~)nk~)k}~&k@~)k}~'][~)k}~%(}~)rk~)k5~%/&~)r$~)m]F|~)ng~)i#~%>$&u~)3}~'%^~)1$~$g}~$gjTB':D"
     "V#'~(h(~$d&~(f<~(g'"},
    {family::interleaved_grouped, {14, 36, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~$-ot&(?~#j.$@s!$.EF&!F&%WC#)En#%$EEFFF|SAQ$b~)#e'%~#>#(}(2WCU(&~&]"
     "%(}(0~'$#~%(z~)b[U(&~#}.%'*(%6~)t@U$.~#3%&%~)}$|~)}}~)y6~*%}~)y[~*%}~)y[~*%}~)yj~*%*~)}}~)}@|~)}"
     "}~)y:~*%}~)y[~*%}~)y[~*%}~)yj(&~)}}~)}@|~)}}~)y?~*%}~)y[~*%}~)y[~*%}~)yj~*%^~)}}|~)}}~)y^~*%}~)y"
     "[~*%}~)y[~*%}~)yj~*%?~)}}|~)}}~)yb~&yv~)yb~*%v~)yb~%(z~,]s~)}}~)}3|~)}z~)yh~&yo~)yi~*%o~)yi~%(z~"
     "*%}~)}}~)}&|~)}w~)yo~&yh~)yp~'dh~)yp~%(z~*%}~)}}FFF|~)}t~)yv~&ya~)yw~'da~)yw~%(z~*%{~)}}|~)}q~)y"
     "}~&y@~)y}~'d[~)y}~%(}~*%w~)}}|~)}n~)y}~&y@~)y}~'d[~)y}~%(}~*%y~){2E~){hF|~)}k~)y}~&y@~)y}~'d[~)y"
     "}~%(}~*%y~)y2~%:&~){eF|~)}g~)w#~%g$&u~)]}~',^~&-$~$g}~$gqTB'[DV#)~$m*~(raF"},
    {family::interleaved_grouped, {14, 37, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~$3uz&(7~#u:$:z#%!$.F5#&$c$#)Eq#%$EEF!!|SAQ$b~)/e'%~#>#(}(2WCU(&~&^"
     "%(}(0XDV(&~$n{~)o9U(&~$/<E&#%;~*&]e$$.~#:%&%~*/%|~*/}~*,6~',}~*,[~*3}~*,[~%(}~*35~*,b~*3_~*/}~*/"
     "&|~*/}~*,:~',}~*,[~*3}~*,[~%(}~*3.~*,i~*3@~*/}~*/&|~*/}~*,?~',}~*,[~*3}~*,[~%(}~*3'~*,p~*3;~*/}~"
     "*/&|~*/}~*,^~',}~*,[~*3}~*,[~%(}~%($~,rz~*/}~*/7|~*/}~*,b~',v~*,b~*3v~*,b~%(}~,r{~*30~*/}~*/&|~*"
     "/z~*,h~',o~*,i~'ko~*,i~%(}~*3}~*3+~*/}~*/&|~*/w~*,o~',h~*,p~'kh~*,p~%(}~*3}~)-'~*/}~*/&|~*/t~*,v"
     "~',a~*,w~'ka~*,w~%(}~*3}(!~*/}~*/'|~*/q~*,}~',@~*,}~'k[~*,}~%(}~*3}~%($~*/}~*/#|~*/n~*,}~',@~*,}"
     "~'k[~*,}~%(}~*3}~%(*~*.}F|~*/k~*,}~',@~*,}~'k[~*,}~%(}~*3}~*,:7%~*.iF|~*/g~**#~#f$&u~)k}~'3^~&b$"
     "~$g}~$gxTB'>~$b&#)~#y)^!F~)#1F5#&&~)%#!$"},
    {family::interleaved_grouped, {14, 38, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~$9{~#%&(0~$%b$4~#%#%*$+@!4#((#)EEx#&%F!#|SAQ$b~);e'%~#>#(}(2WCU(&~"
     "&_%(}(0XDV(&~$n}~*(6~%(#~$>lE&#%3~*3<U~*-&)($.~*6$'(~*>$|~*>}~*:6~':}~*:[~*]}~*:[~%(}~*]5~*:p~*]"
     ";~*>}~*>.|~*>}~*::~':}~*:[~*]}~*:[~%(}~*].~*:w~*]7~*>}~*>.|~*>}~*:?~':}~*:[~*]}~*:[~%(}~%(+~$g}~"
     "*]1~*>}~*>.|~*>}~*:^~':}~*:[~*]}~*:[~%(}~%(+~*]}~*]-~*>}~*>.|~*>}~*:b~':v~*:b~'rv~*:b~%(}~-,}~*]"
     "5~*>}~*>.|~*>z~*:h~':o~*:i~'ro~*:i~%(}~*]}(0~*>}~*>/|~*>w~*:o~':h~*:p~'rh~*:p~%(}~*]}~%(0~*>}~*>"
     "+|~*>t~*:v~':a~*:w~'ra~*:w~%(}~*]}~%(0~*>}~*>'|~*>q~*:}~':@~*:}~'r[~*:}~%(}~*]}~%(2~*>}!#|~*>n~*"
     ":}~':@~*:}~'r[~*:}~%(}~*]}~%(8~*<.~*l$)*$.FFF'#~*^'!$|~*>k~*:}~':@~*:}~'r[~*:}~%(}~*]}~*:d7%~*<["
     "F~*<+E|~*>g~*8#~#}$&u~)y}~':^~&p$~$g}~$g}~$/$'7~$c0#'~)1%),~)/6'#~)/(E"},
    {family::interleaved_grouped, {14, 39, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~$9}'$~#+&()~$0n$.~#+#%2$(WC##Ee#*,.%E~#%#EFF'!F!!|SAQ$b~)ce'%~#>#("
     "}(2WCU(&~&`%(}(0XDV(&~$n}(,~*.+U(&~$gtE&#%+~*[]U$%~*:&,.2'~#;%~*f$U~*g$|~*g}~*d6~'d}~*d[~*k}~*d["
     "~%(}~*k5~*d}~*k5~*g}~*g6|~*g}~*d:~'d}~*d[~*k}~*d[~%(}~%(2~$g}~*k4~*g}~*g6|~*g}~*d?~'d}~*d[~*k}~*"
     "d[~%(}~%(2~$n}~*k0~*g}~*g6|~*g}~*d^~'d}~*d[~'y}~*d[~%(}~%(2~*d}(+~*g}~*g7|~*g}~*db~'dv~*db~'yv~*"
     "db~%(}~$n}~%(?~*g}~*g3|~*gz~*dh~'do~*di~'yo~*di~%(}~*k}~%(?~*g}~*g/|~*gw~*do~'dh~*dp~'yh~*dp~%(}"
     "~*k}~%(?~*g}~*g+|~*gt~*dv~'da~*dw~'ya~*dw~%(}~*k}~%(?~*g9<$,02'~*g&((E|~*gq~*d}~'d@~*d}~'y[~*d}~"
     "%(}~*k}~%([~*g}!#|~*gn~*d}~'d@~*d}~'y[~*d}~%(}~*k}~%(b~*fkF~*f/E|~*gk~*d}~'d@~*d}~'y[~*d}~%(}~*k"
     "}~*du:%~*f9F~*f/E|~*gg~*b#~#}$&u~'%}~']^~'#$~$g}~$g}~$6+'1~$d:#%~)>+/',*~);,F~);,E"},
    {family::interleaved_grouped, {14, 40, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~$9}'*~#1&~$;}E$(~#1#%:$%WC#)Ep#((3%!#)!FF&$F|SAQ$b~)oe'%~#>#(}(2WC"
     "U(&~&a%(}(0XDV(&~$n}(3~#g%(&~$n}(%E&#%#~*ibU$.~*h&)(7'~*s%U~*t$'#F|~*u}~*r6~'r}~*r[~*y}~*r[~%(}~"
     "%(9~$g}~*y7~*u}~*u?|~*u}~*r:~'r}~*r[~*y}~*r[~%(}~%(9~$n}(2~*u}~*u@|~*u}~*r?~'r}~*r[~(%}~*r[~%(}~"
     "%(9~$u}~%(2~*u}~*u;|~*u}~*r^~'r}~*r[~(%}~*r[~%(}~%(9~*k}~%(2~*u}~*u7|~*u}~*rb~'rv~*rb~(%v~*rb~%("
     "}~$u}~%(h~*u}~*u3|~*uz~*rh~'ro~*ri~(%o~*ri~%(}~$u}~%(h~*ucf$)*7&~*u(''E|~*uw~*ro~'rh~*rp~(%h~*rp"
     "~%(}~*y}~%(h~*u}~*u+|~*ut~*rv~'ra~*rw~(%a~*rw~%(}~*y}~%(h~*u}'&E|~*uq~*r}~'r@~*r}~(%[~*r}~%(}~*y"
     "}~%(j~*u}.#|~*un~*r}~'r@~*r}~(%[~*r}~%(}~*y}~%(p~*tj~*u$~*t,E|~*uk~*r}~'r@~'k}~(%[~*r}~%(}~*y}~*"
     "r}$+[&~*t2~*u#~*t-E|~*ug~*p#~#}$&u~'3}~'d^~'1$~$g}~$g}~$>2'+~$e`##~)e48$)'~)c(F~)c0E"},
    {family::interleaved_grouped, {14, 41, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVFAQ'}',WCETBR'}',~$9}'0~$:}',$!~#7#%^$!WC#-Ey#,*E!%/!F!!(!|SAQ$b~){e'%Fq!(}(2WCU(&~&"
     "b%(}(0~&i#~%(}~%([~$g}(9~*vhU$4~+#&/+~+&(U~+'&UE|~+(}~+%6~(%}~+%[~+,}~+%[~%(}~.,}~%(v~+(}~+(_|~+"
     "(}~+%:~(%}~+%[~(,}~+%[~%(}~.,}~%(v~+(}~+(@|~+(}~+%?~(%}~+%[~(,}~+%[~%(}~.,}~%(v~+(}~+(;|~+(}~+%^"
     "~(%}~+%[~(,}~+%[~%(}~.,}~%(v~+(nq$/)~+(#F~+())'|~+(}~+%b~(%v~+%b~(,v~+%b~%(}~$}}~%(v~+(}~+(3|~+("
     "z~+%h~(%o~+%i~(,o~+%i~%(}~$}}~%(v~+(}~+(/|~+(w~+%o~(%h~+%p~(,h~+%p~%(}~$}}~%(v~+(}~+(+|~+(t~+%v~"
     "(%a~+%w~(,a~+%w~%(}~+,}~%(v~+(})'|~+(q~+%}~(%@~+%}~(,[~+%}~%(}~+,}~%(x~+(})#|~+(n~+%}~(%@~'y}~(,"
     "[~+%}~%(}~+,}~%(}~+'g/#~+'2E|~+(k~+%}~(%@~'y}~(,[~'y}~%(}~+,}~%(}~+%>_%~+'.~+(%~+',E|~+(g~+##~#}"
     "$&u~']}~'k^~'@$~$g}~$g}~$`9~$fp~)q<?*o%~)p%~)o-E"},
    {family::interleaved_grouped, {15, 1, 2, 0, 0}, false, placement::loop, true,
     "AQTBRXDVFWCE|S.'WCUFE|/-|=|=|=|=|=|=|=|=|=|=|=|/$-&"},
    {family::interleaved_grouped, {15, 2, 2, 0, 0}, false, placement::loop, true,
     "AQAQTBR$!XDVF%#WCE$!|SAQ$!;(:%U%#EE|>;|=|=|=|=|=|=|=|=|=|=|=|>'TBDV9+"},
    {family::interleaved_grouped, {15, 3, 2, 0, 0}, false, placement::loop, true,
     "AQ##TBR$%XDVF%'WCE$%|SAQ$%d+c)U%#e!UEE|ge|=|=|=|=|=|=|=|=|=|=|=|g*##DV^!a/"},
    {family::interleaved_grouped, {15, 4, 2, 0, 0}, false, placement::loop, true,
     "AQ#%TBR$(XDVF%+WCE$(|SAQ$(q.p-U%#o!%%E|us|=|=|=|=|=|=|=|=|=|=|=|u-#%DVg!$%m0"},
    {family::interleaved_grouped, {15, 5, 2, 0, 0}, false, placement::loop, true,
     "AQ#'TBR$+XDVF%/WCE$+|SAQ$+~##1~#!1U%#y!%)E|~#(}%#E|=|=|=|=|=|=|=|=|=|=|=|~#(0#'DVp!$(y4"},
    {family::interleaved_grouped, {15, 6, 2, 0, 0}, false, placement::loop, true,
     "AQ#)TBR$.XDVF%3WCE$.|SAQ$.~#04~#/5U%#E%/E|~#6}~#62|=|=|=|=|=|=|=|=|=|=|=|~#63#)DVy!$+~#*8"},
    {family::interleaved_grouped, {15, 7, 2, 0, 0}, false, placement::loop, true,
     "AQ#+TBR$1XDVF%7WCE$1|SAQ$1~#>7~#<9U%#E%3E|~#`}~#`[|=|=|=|=|=|=|=|=|=|=|=|~#`6#+DVDVF$.~#6<"},
    {family::interleaved_grouped, {15, 8, 2, 0, 0}, false, placement::loop, true,
     "AQ#-TBR$4XDVF%;WCE$4|SAQ$4~#f:~#e>U%#E%7E|~#n}~#nj|=|=|=|=|=|=|=|=|=|=|=|~#n9#-DVDVF$1~#^["},
    {family::interleaved_grouped, {15, 9, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVF%@WCE$7|SAQ$7~#s>~#r]U%#E%;E|~#}}~#}x|=|=|=|=|=|=|=|=|=|=|~#}nXDV'%~#}}E|~#}<#+~#q#"
     "DVF&$$1~#j`"},
    {family::interleaved_grouped, {15, 10, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVF%&$.F9$&#WCWCF&##'F/!FEWCE!'|SAQ$:~$%}VWCU$!F(%$+~$-#U~$.#U~$/(|~$/}~$/}~$/)|=|=|=|"
     "=|=|=|=|=|=|~$/t~#k#~$3)~$/}!#|~$/nXDV~$/,$.7&~$-_&$~$.(E|~$/@#)~$%#~#h$DV#)0$&$~#u_~#v*"},
    {family::interleaved_grouped, {15, 11, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVF%.$+WCF4#WC**#'FFFWCE!!'%!!|SAQ$>~$2}CU~$*&U,-$+~$;$U~$<%($!!|~$>}~$>}~$>7|=|=|=|=|"
     "=|=|=|~$>z~$.#~$]1~$>}!#|~$>tXDV~$>-(&~$>}~$>'|~$>q~$:7(%~$<rF~$<,E|~$>n~$:i7%~$<_F~$<,E|~$>^#'~"
     "$4#~$$$&+#'~$(%~$&(,)~$&3F~$&,E"},
    {family::interleaved_grouped, {15, 12, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVF%6$(WC#%F7#*,.%EEEWC&!'&E|SAQ$[~$@}~$@(U$(~$:&,.2'~$_$U~$f%($E|~$g}~$g}~$ga|=|=|=|="
     "|=|~$g}~$d'~$k9~$g}!#|~$gzXDV~$g-(&~$g}~$g/|~$gw~$d7~$k.~$g}!#|~$gt~$d?~$k*~$g}!#|~$gq~$da(%~$fn"
     "F~$f0E|~$gn~$d}>&~$f9F~$f0E|~$ga#%~$_#~$%$&5#%~$4.2',*~$2)F~$20E"},
    {family::interleaved_grouped, {15, 13, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVF%?$%WC#+F:#((3$E!$WC&'E|SAQ$_~$h}~$h0U$1~$h&)(7&~$s'U'(E|~$u}~$u}~$uo|=|=|=|~$u}~$r"
     "-~$y]~$u}.#|~$u}~$o&~$u-(&~$u}~$u7|~$u}~$r8~$y6~$u}.#|~$uz~$r?~$y2~$u}.#|~$uw~$ra~$y.~$u}.#|~$ut"
     "~$rh~$y*~$u}.#|~$uq~$ro(%~$tm~$u%~$t,E|~$un~$r}~$r4_%~$t2~$u$~$t-E|~$ud##~$n#~$&$&@##~$[7;$)'~$?"
     "(~$@#~$?.E"},
    {family::interleaved_grouped, {15, 14, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVF%b$!WC#/F;#,&Ef#E!%WC('|SAQ$b~$u}~$u8U$7~%#&/'~%&-U)(|~%(}~%(}~%(}E|=|~%(}~%%3~%,e~"
     "%(})#|~%(}~%!,~%(-(&~%(}~%(@|~%(}~%%?~%,?~%(})#|~%(}~%%^~%,:~%(})#|~%(}~%%b~%,6~%(})#|~%(z~%%h~%"
     ",2~%(})#|~%(w~%%o~%,.~%(})#|~%(t~%%v~%,*~%(})#|~%(q~%%}(&~%'h/#~%'3E|~%(n~%%}~%%ab%~%'.~%(&~%',E"
     "|~%(gTB~%!#~$'$&e~$h@]*r%~$g&~$f-E"},
    {family::interleaved_grouped, {15, 15, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVF%jWC#5FE?$($FE!'WC&%|SAQ$e~%'}~%'[U$[~%3&)%~%4+U'&|~%6}~%39~%:m~%6}'#|~%6}~%02~%6-("
     "&~%6}~%6c|~%6}~%3`~%:b~%6}'#|~%6}~%3d~%:^~%6}'#|~%6}~%3h~%:?~%6}'#|~%6}~%3l~%::~%6}'#|~%6}~%3p~%"
     ":6~%6}'#|~%6z~%3v~%:2~%6}'#|~%6w~%3}~%:/~%6}'#|~%6t~%3}~%:2~%6}'#|~%6q~%3}(4~%5`~%z&~%58E|~%6n~%"
     "3}~%3uh(~%>$~%54E|~%6j~%1#~$($&o~$tbf$s%~$s(~$r+E"},
    {family::interleaved_grouped, {15, 16, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'#%^m!80WCE$4>!WC#+FE!$<!E|SAQ$e~%0h'%Ft!~%3@&$l&~%4-UE%;~%<$U$1~%_(UEE|~%`}~%]<~"
     "%dy~%`}UEE|~%`}~%][~%dik!~%`}~%`+|~%`}~%]`~%dfh&~%`}~%`&|~%`}~%]d~%deg&~%`}`!E|~%`}~%]h~%dh~$i$~"
     "%`{|~%`}~%]l~%da~$f#~%d%~%_l~%^%`$EF|~%`}~%]p~%d]~%`#%!E~%d:~%``|~%`z~%]v~%d>~%`'~%d:~%``|~%`w~%"
     "]}~%d:~%`+~%d6~%``|~%`t~%]}~%d>~%`/~%d2~%``|~%`q~%]}~%d[~%`3~%d.~%``|~%`n~%]}~%d_~%`7~%d*~%``|~%"
     "`j~%@#~$/$&zSAQ~%&;~%*%~%$_"},
    {family::interleaved_grouped, {15, 17, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ')%?o!Fs&%+WCE$4>!$!WC#+FFE!!+#)#E|SAQ$e~%<h'%Ft!(*%7&$o&~%a.WCUE%;~%e'U$1~%l'-#+"
     "#E|~%n}~%k<~%r}~%n}~%n-|~%n}~%k[~%rln!~%n}~%n6|~%n}~%k`~%rir-~%n}~%n*|~%n}~%kd~%rhq)~$t#~%n}~%n'"
     "|~%n}~%kh~%rgi!FWCU(#~%n}~%n'|~%n}~%kl~%rd~%k&%!~%m}~%m&E|~%n}~%kp~%r`~$o#~%r%~%q:~%m:~%a%-*FF|~"
     "%nz~%kv~%r[~%n&~$o#~%r9~%ni|~%nw~%k}~%r>~%n*~%r9~%ni|~%nt~%k}~%r[~%n.~%r5~%ni|~%nq~%k}~%r_~%n2~%"
     "r1~%ni|~%nn~%k}~%rb~%n6~%r-~%ni|~%nj~%i#~$>$&z~%1&(%~%43~%8%i#~%0e"},
    {family::interleaved_grouped, {15, 18, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'/%3j&(-%+WCE$7[!$%WC#)FFFEE@!##*!!!|SAQ$e~%dh'%Ft!(1~%mlWCU%#~${#U%8~%s*U$.~%y'0"
     "&~%}%|~%}}~%y<~&%}~%}}~%};|~%}}~%y[~&%}~%}}~%}7|~%}}~%y`~&%}~%}}~%}3|~%}}~%yd~&%u~${#(%~%}}~%},|"
     "~%}}~%yh~&%nWCU'!F(%~%}}~%},|~%}}~%yl~&%g~$u#~&%(E+%~%g$~%}k~%m%0+FFF|~%}}~%yp~&%c~%}#%!~%v&~#n%"
     "~%{}0%FFF|~%}z~%yv~&%_~%}'~&%3~%{y~%}#|~%}w~%y}~&%[~%}+~&%@~%}m|~%}t~%y}~&%_~%}/~&%;~%}m|~%}q~%y"
     "}~&%b~%}3~&%7~%}m|~%}n~%y}~&%b~%y#(%~%}0~&%3~%}m|~%}j~%w#~$g$&z~%@-~%b<~%a$r###~%<d"},
    {family::interleaved_grouped, {15, 19, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'5%/l&(4%'WCE$:_!$(WC#'F!!E[!#%E!%|SAQ$e~%ph'%Ft!(8~%zkWCU%#E%#&$%7~&&-U$+~&+'3)~"
     "&/&|~&/}~&,<~&3}(-~&/}~&/;|~&/}~&,[~&3}()~&/}~&/;|~&/}~&,`~&3}~&,&(%~&/}~&/4|~&/}~&,d~&3x~&,*(&~"
     "&/}~&//|~&/}~&,h~&3q~&,)'!~%)#(#~&/s~%v$F3/FFF|~&/}~&,l~&3j~&,)E~&3)2&%#~&/}~&/'|~&/}~&,p~&3f~&/"
     "#~&,)~&3)1&~&35~&/o|~&/z~&,v~&3b~&/'~&3@~&.gb#~&./F|~&/w~&,}~&3_~&/+~&3:~&.x~&/$|~&/t~&,}~&3b~&/"
     "/~&3^~&/q|~&/q~&,}~&3b~&,#(%~&/,~&3?~&/q|~&/n~&,}~&3b~&,*~&3i~&/q|~&/j~&*#~$u$&z~%i4~%p8'(TB{##%"
     "~%de"},
    {family::interleaved_grouped, {15, 20, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ';%+n&(;%#WCE$>b!$+WC#%F!#]!#'E!&|SAQ$e~%}h'%Ft!(@~&,jWCU%#E%'*(%3~&40U$(~&8'3)n#"
     "!&|~&>}~&:<~&]}(3~&>}~&>_|~&>}~&:[~&]}~&:0(%~&>}~&><|~&>}~&:`~&]}~&:0~&]*~&>}~&>3|~&>}~&:d~&]{~&"
     ":1(&~&>s~&$#FF~&>3FFF|~&>}~&:h~&]t~&:0'!~%x#(#~&>}~&>3|~&>}~&:l~&]m~&:0~&]*2&%#~&>}~&>+|~&>}~&:p"
     "~&]i~&>#~&:0~&])1&~&]5~&>s|~&>z~&:v~&]e~&>'~&]o~&>s|~&>w~&:}~&]b~&>+~&]b~&<bE~&<7F|~&>t~&:}~&]b~"
     "&:#(%~%q,~&]>~&<cb#~&<4F|~&>q~&:}~&]b~&:*~&]p~&>u|~&>n~&:}~&]b~&:1~&]l~&>u|~&>j~&8#~%($&z~%w;~&#"
     "4'.TB~#)##'~%pf"},
    {family::interleaved_grouped, {15, 21, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ']%'p&(^WCE$[e!$.WC##F!$-%#%E!'|SAQ$e~&-h'%Ft!(b~&9iWCUF%!E%+.,%/~&^3U$%~&a'0&$(~"
     "&g(|~&g}~&d<~&k}~&d:(%~&g}~&g`|~&g}~&d[~&k}~&d:~&k.~&g}~&g7|~&g}~&d`~&k}~&d:~&k*~&gsEEE~&g:<!|~&"
     "g}~&dd~&k}~&d:(&~&g}~&g7|~&g}~&dh~&kw~&d7'!~&+#(#~&g}~&g7|~&g}~&dl~&kp~&d7~&k*2&%#~&g}~&g/|~&g}~"
     "&dp~&kl~&g#~&d7~&k)1&~&k5~&gw|~&gz~&dv~&kh~&g'~&kv~&gw|~&gw~&d}~&kb~&d#(%~%s(~&kn~&gw|~&gt~&d}~&"
     "kb~&d*~&kt~&f]E~&f<F|~&gq~&d}~&kb~&d1~&ko~&f^E~&f<F|~&gn~&d}~&kb~&d8~&ko~&gy|~&gj~&b#~%6$&z~&*^~"
     "&10'4TB~#2##)~%}g"},
    {family::interleaved_grouped, {15, 22, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'c%#r&(aWCE$@&!Ek!$.9#~#m$!#.##'FEt#!%|SAQ$e~&9h'%Ft!(i~&@gU(&E%/20%&>$~&l3;#~&n*"
     "0#$+~&t$x!!$|~&u}~&r<~&y}~&r`~&y2~&u}~&u;|~&u}~&r[~&y}~&r`~&y.~&up:#E~&u5E~&u([!|~&u}~&r`~&y}~&r"
     "`~&y*~&u}~&u;|~&u}~&rd~&y}~&r`(&~&u}~&u;|~&u}~&rh~&yz~&r?'!~%?#(#~&u}~&u;|~&u}~&rl~&ys~&r?~&y*2&"
     "~&u}~&u7|~&u}~&rp~&yo~&u#~&r?~&y]~&u}]#|~&uz~&rv~&yh~&r#(%~${$~&yt~&u}]#|~&uw~&r}~&yb~&r*~&y{~&u"
     "}]#|~&ut~&r}~&yb~&r1~&yw~&u}]#|~&uq~&r}~&yb~&r8~&yr~&t]~&9#~&t?F|~&un~&r}~&yb~&r@~&yk.&~&t>E~&t]"
     "F|~&uj~&p#~%`$&z~&8e~&@,':~#9##)~%l&6#~&-a"},
    {family::interleaved_grouped, {15, 23, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'it&(aWCE'%$^p!$.WCFF(!&&WC#)FFq#%$!$|SAQ$e~&ah'%Ft!(p~&hcU(&~&p%UE%/20%*~&z3U~&{"
     "-U$.~'&$~#8&!%|~'(}~'%<~',}~'%j~',2~'(lEE~'(;E~'#&,%F!!|~'(}~'%[~',}~'%j~',.~'(}~'(@|~'(}~'%`~',"
     "}~'%j~',*~'(}~'(@|~'(}~'%d~',}~'%j(&~'(}~'(@|~'(}~'%h~',}~'%j~',?~'(}~'(#|~'(}~'%l~',v~'%p~',:~'"
     "(}~'(#|~'(}~'%p~',o~'%#(%~'%m~',6~'(}~'(#|~'(z~'%v~',h~'%*~',}~'(}~'(-|~'(w~'%}~',b~'%1~',}~'(}~"
     "'()|~'(t~'%}~',b~'%8~',}~'(}~'(%|~'(q~'%}~',b~'%@~',y~''9E~''eF|~'(n~'%}~',b~'%b~',r~'%5~$(%~',$"
     "~''bF|~'(j~'##~%n$&z~&bl~&i('[DV#)6%DV&%~&8bF"},
    {family::interleaved_grouped, {15, 24, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'oz&(?WCE'1$[z!$1FF&)WC#+Eq#%$!!FFF|SAQ$e~&mh'%~#_#(w~&u[U(&~&q%(/%#&$%@~'-^U$1~#"
     "?%&%~'6%|~'6}~'3<~':}~':<~'3@(&~'6}~'6g|~'6}~'3[~':}~':5~'3b~':c~'6}~'6&|~'6}~'3`~':}~':.~'3i~':"
     "_~'6}~'6&|~'6}~'3d~':}~':'~'3p~':@~'6}~'6&|~'6}~'3h~':}Q~'3w~':;~'6}~'6&|~'6}~'3l~':v~'3#(%~'3t~"
     "':7~'6}~'6&|~'6}~'3p~':o~'3*~':}~':1~'6}~'6&|~'6z~'3v~':h~'31~':}~':-~'6}~'6&|~'6w~'3}~':b~'38~'"
     ":}~':)~'6}~'6&|~'6t~'3}~':b~'3@~':}($~'6}~'6'|~'6q~'3}~':b~'3b~':}~#}#$1E~'5mF|~'6n~'3}~':b~'3i~"
     "':v~'35:%~'5jF|~'6j~'1#~%}$&z~&ps~&w('_DV#+2$~#}%~&`eF"},
    {family::interleaved_grouped, {15, 25, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'u~#%&(7WCE'>$:~#%#%&$.F5#_!(&WC#)Ew#&&F!#|SAQ$e~&yh'%~#_#(}~'';U(&~&r%(>E&#%;~':"
     "[U~';&l$$.~#]%''~'`$|~'`}~']<~'d}~'d<~']i~'d_~'`}~'`.|~'`}~'][~'d}~'d5~']p~'d@~'`}~'`.|~'`}~']`~"
     "'d}~'d.~']w~'d;~'`}~'`.|~'`}~']d~'d}('~']}~'d9~'`}~'`.|~'`}~']h~'d}~']$(%~']{~'d3~'`}~'`.|~'`}~'"
     "]l~'dv~']*~'d}~'d4~'`}~'`.|~'`}~']p~'do~']1~'d}~'d0~'`}~'`.|~'`z~']v~'dh~']8~'d}(+~'`}~'`/|~'`w~"
     "']}~'db~']@~'d}('XDV~'$$~'`}~'`'|~'`t~']}~'db~']b~'d}~']$(%~'0$~'`}!#|~'`q~']}~'db~']i~'dv~']*(%"
     "~'_}!$|~'`n~']}~'db~']p~'do~'][7%k!~'g'F~'_1F5#F'$E!(|~'`j~'@#~#m$&z~'#z~'*('>~&w$~#q&#)0$^!)(~&"
     "l<F~&m)"},
    {family::interleaved_grouped, {15, 26, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'{~#+&(0WCE'e$4~#+#%.$+WCa!b#(!>#1##'E!!'$>#!$|SAQ$e~'*h'%~#_#(}((~'42U(&~&s%(gE&"
     "#%3~'c[U}$,%~'f&4#$+~'l%(#a$!$|~'n}~'k<~'r}~'r<~'kw~'r;~'n}~'n6|~'n}~'k[~'r}~'r5~'k}~'r9~'n}~'n6"
     "|~'n}~'k`~'r}(.~'k}~'r<~'n}~'n6|~'n}~'kd~'r}~'k+(%~'k}~'r5~'n}~'n6|~'n}~'kh~'r}~'k+~'r}~'r7~'n}~"
     "'n6|~'n}~'kl~'rv~'k1~'r}(2~'n}~'n7|~'n}~'kp~'ro~'k8~'r}(.XDV~''$~'n}~'n/|~'nz~'kv~'rh~'k@~'r}~'k"
     "+(%F~'n}~'n/|~'nw~'k}~'rb~'kb~'r}~'k+~'r.~'n}!#|~'nt~'k}~'rb~'ki~'rv~'k1~'r*~'n18$)*$.FFF~'n*!%|"
     "~'nq~'k}~'rb~'kp~'ro~'k8(%~'moF~'m/E|~'nn~'k}~'rb~'kw~'rh~'km:%~'m[F~'m,E|~'nj~'i#~$($&z~'1}~'8-"
     "'7~'+$~#}0#'~&z(,$)'~&x6F~&x,E"},
    {family::interleaved_grouped, {15, 27, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'$~#1&()WCE'q$.~#1#%6$(WC#%Ek#*,.%!!(#FF'!F!!|SAQ$e~'6h'%~#_#(}(/~']+U(&~&t%(uE"
     "&#%+~'paU$(~'k&,.2'~'z$)!~'{#U~'}$|~'}}~'y<~(%}~(%<~'y}~(%<~'}}~'}?|~'}}~'y[~(%}(5~'y}~(%@~'}}~'"
     "}?|~'}}~'y`~(%}~'y2(%~'r}~(%8~'}}~'}?|~'}}~'yd~(%}~'y2~(%}(9~'}}~'}@|~'}}~'yh~(%}~'y2~(%}(5XDVE~"
     "'}}~'};|~'}}~'yl~(%v~'y8~(%}~'y2(%F~'}}~'}7|~'}}~'yp~(%o~'y@~(%}~'y2~(%6~'}}~'}#|~'}z~'yv~(%h~'y"
     "b~(%}~'y2~(%2~'}4_$,02'~'}'((E|~'}w~'y}~(%b~'yi~(%v~'y8~(%.~'}}!#|~'}t~'y}~(%b~'yp~(%o~'y@~(%*~'"
     "}}!#|~'}q~'y}~(%b~'yw~(%h~'yb(%~'{nF~'{0E|~'}n~'y}~(%b~'y}~(%c~'y}U>&~'{9F~'{0E|~'}j~'w#~$($&z~'"
     "@}~'b4'1~':$~$,:#%~'+.2',*~'))F~')0E"},
    {family::interleaved_grouped, {15, 28, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'*~#7&(!WCE'}E$(~#7#%?$%WC#+Ev#((3%!$*!FF&$F|SAQ$e~'^h'%~#_#(}(6~&g$U(&~&u%(}(&"
     "E&#%#~(!fU$1~(!&)(7'~(-&U~(.$'#F|~(/}~(,<~(3}(<~(,}~(3^~(/}~(/b|~(/}~(,[~(3}~(,9(%~'y}(:~(/}~(/c"
     "|~(/}~(,`~(3}~(,9~(3}(<XDVE~(/}~(/_|~(/}~(,d~(3}~(,9~(3}~(,9(%F~(/}~(/@|~(/}~(,h~(3}~(,9~(3}~(,9"
     "~(3?~(/}'!F|~(/}~(,l~(3v~(,@~(3}~(,9~(3:~(/:m$)*7&~(/)''E|~(/}~(,p~(3o~(,b~(3}~(,9~(36~(/}.#|~(/"
     "z~(,v~(3h~(,i~(3v~(,@~(32~(/}.#|~(/w~(,}~(3b~(,p~(3o~(,b~(3.~(/}.#|~(/t~(,}~(3b~(,w~(3h~(,i~(3*~"
     "(/}.#|~(/q~(,}~(3b~(,}~(3c~(,p(%~(.m~(/%~(.,E|~(/n~(,}~(3b~(,}~(3c~(,}~(,5_%~(.2~(/$~(.-E|~(/j~("
     "*#~$($&z~'i}~'p;'+~'e$~$7`##~'77;$)'~'5(~'6#~'5.E"},
    {family::interleaved_grouped, {15, 29, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'0TBRWCE'}',$!~#>#%b$!WC#/E~#$#,*E!&0!F!!(!|SAQ$e~'jh'%Ft!(}(9WCU~(#%U~&v%(}(4~"
     "(/lU$7~(8&/+~(;)U~(<&UE|~(>}~(:<~(]}~(:[(%~(%}(>~'!#~(>}~(>g|~(>}~(:[~(]}~(:[~(]}~(:[(%F~(>}~(>c"
     "|~(>}~(:`~(]}~(:[~(]}~(:[~(]b~(>})#|~(>}~(:d~(]}~(:[~(]}~(:[~(]^~(>>x$/)~(>#F~(>*)'|~(>}~(:h~(]}"
     "~(:[~(]}~(:[~(]?~(>})#|~(>}~(:l~(]v~(:b~(]}~(:[~(]:~(>})#|~(>}~(:p~(]o~(:i~(]v~(:b~(]6~(>})#|~(>"
     "z~(:v~(]h~(:p~(]o~(:i~(]2~(>})#|~(>w~(:}~(]b~(:w~(]h~(:p~(].~(>})#|~(>t~(:}~(]b~(:}~(]c~(:w~(]*~"
     "(>})#|~(>q~(:}~(]b~(:}~(]c~(:}('~(<h/#~(<3E|~(>n~(:}~(]b~(:}~(]c~(:}~(:bb%~(<.~(>&~(<,E|~(>j~(8#"
     "~$($&z~'w}~(#^'%~'t$~$^j~'_@]*r%~'^&~']-E"},
    {family::interleaved_grouped, {15, 30, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~#^#%jWC#5EE?$($E!'F2!F&#|SAQ$e~'vh'%Ft!(}(9WCU(&~'!%(}(7~'##(%F~(<"
     "iU$[~(d&)%~(e+U~(f$UE|~(g}~(d<~(k}~(dc~(k}~(dc~(kj~(g}'#|~(g}~(d[~(k}~(dc~(k}~(dc~(kf~(g_F~(g&)$"
     "F~(h(~(y$'$|~(g}~(d`~(k}~(dc~(k}~(dc~(kb~(g}'#|~(g}~(dd~(k}~(dc~(k}~(dc~(k^~(g}'#|~(g}~(dh~(k}~("
     "dc~(k}~(dc~(k?~(g}'#|~(g}~(dl~(kv~(di~(kv~(di~(k:~(g}'#|~(g}~(dp~(ko~(dp~(ko~(dp~(k6~(g}'#|~(gz~"
     "(dv~(kh~(dw~(kh~(dw~(k2~(g}'#|~(gw~(d}~(kb~(d}~(kc~(d}~(k0~(g}'#|~(gt~(d}~(kb~(d}~(kc~(d}~(k3~(g"
     "}'#|~(gq~(d}~(kb~(d}~(kc~(d}(5~(f`~)4&~(f8E|~(gn~(d}~(kb~(d}~(kc~(d}~(dvh(~(n$~(f4E|~(gj~(b#~$($"
     "&z~(*}~(1e~(($~$it~'kbf$s%~'j(~'i+E"},
    {family::interleaved_grouped, {15, 31, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~#d)%^m!80WCE$4>!WC#+FE!$<!E|SAQ$e~('h'%Ft!(}(9WCU(&~'.%(}(7XDV(&~#"
     "}'%;&$l&~(e-UE%;~(m$U$1~(t(UEE|~(u}~(r<~(y}~(rc~(y}~(rc~(yy~(u}UEE|~(u}~(r[~(y}~(rc~(y}~(rc~(yik"
     "!~(u}~(u+|~(u}~(r`~(y}~(rc~(y}~(rc~(yfh&~(u}~(u&|~(u}~(rd~(y}~(rc~(y}~(rc~(yeg&~(u}`!E|~(u}~(rh~"
     "(y}~(rc~(y}~(rc~(yh~(#$~(u{|~(u}~(rl~(yv~(ri~(yv~(ri~(ya~$}#~#`&~(tk~(s%`$EF|~(u}~(rp~(yo~(rp~(y"
     "o~(rp~(y]~%$#~#g*~(ut|~(uz~(rv~(yh~(rw~(yh~(rw~(y>~(u'~(y:~(u`|~(uw~(r}~(yb~(r}~(yc~(r}~(y;~(u+~"
     "(y6~(u`|~(ut~(r}~(yb~(r}~(yc~(r}~(y?~(u/~(y2~(u`|~(uq~(r}~(yb~(r}~(yc~(r}~(y]~(u3~(y.~(u`|~(un~("
     "r}~(yb~(r}~(yc~(r}~%6`~(u7~$/*~(u`|~(uj~(p#~$/$&z~(8}~(@e~(6$~$s}~$s)~'x7~#l'~'v]"},
    {family::interleaved_grouped, {15, 32, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~#j/%?o!Fs&%+WCE$4>!$!WC#+FFE!!+#)#E|SAQ$e~(3h'%Ft!(}(9WCU(&~':%(}("
     "7XDV(&~$(.%7&$o&~(v.~#5#%;~(z'U$1~)&'-#+#E|~)(}~)%<~),}~)%c~),}~)%c~),}~)(}~)(-|~)(}~)%[~),}~)%c"
     "~),}~)%c~),ln!~)(}~)(6|~)(}~)%`~),}~)%c~),}~)%c~),ir-~)(}~)(*|~)(}~)%d~),}~)%c~),}~)%c~),hq)~%$#"
     "~)(}~)('|~)(}~)%h~),}~)%c~),}~)%c~),gi!FWCU(#~)(}~)('|~)(}~)%l~),v~)%i~),v~)%i~),d~)%&~#f&~)'}!#"
     "|~)(}~)%p~),o~)%p~),o~)%p~),`~%'#~),%~)+:~)':~(v%-*FF|~)(z~)%v~),h~)%w~),h~)%w~),[~)(&~()#~),9~)"
     "(i|~)(w~)%}~),b~)%}~),c~)%}~),?~)(*~),9~)(i|~)(t~)%}~),b~)%}~),c~)%}~),]~)(.~),5~)(i|~)(q~)%}~),"
     "b~)%}~),c~)%}~%6`~)(2~),1~)(i|~)(n~)%}~%rb~)%}~),c~)%}~%6g~)(2~),-~)(i|~)(j~)##~$>$&z~(b}~(ie~(`"
     "$~$s}~$s0~(/8i#~('e"},
    {family::interleaved_grouped, {15, 33, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~#p5%3j&(-%+WCE$7[!$%WC#)FFFEE@!##*!!!|SAQ$e~(@h'%Ft!(}(9WCU(&~'b%("
     "}(7XDV(&~$/5~)'l~$y#%!~(5#U%8~)-*U$.~)3'0&~)6%|~)6}~)3<~):}~)3c~):}~)3c~):}~)6}~)6;|~)6}~)3[~):}"
     "~)3c~):}~)3c~):}~)6}~)67|~)6}~)3`~):}~)3c~):}~)3c~):}~)6}~)63|~)6}~)3d~):}~)3c~):}~)3c~):u~%'#(%"
     "~)6}~)6,|~)6}~)3h~):}~)3c~):}~)3c~):nWCU'!F(%~)6}~)6,|~)6}~)3l~):v~)3i~):v~)3i~):g~%'#~):(~#p'%#"
     "~)6k~)'%0+FFF|~)6}~)3p~):o~)3p~):o~)3p~):c~%*#~#m)~'(%~)5}0%FFF|~)6z~)3v~):h~)3w~):h~)3w~):_~)6'"
     "~):3~)5y~)6#|~)6w~)3}~):b~)3}~):c~)3}~):]~)6+~):@~)6m|~)6t~)3}~):b~)3}~):c~)3}~%6`~)6/~):;~)6m|~"
     ")6q~)3}~&%b~)3}~):c~)3}~%6g~)6/~):7~)6m|~)6n~)3}~&%b~)3}~):c~)3}~%6n~):_~)6m|~)6j~)1#~$g$&z~(p}~"
     "(we~(n$~$s}~$s7~(>5~(<$r###~(3d"},
    {family::interleaved_grouped, {15, 34, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~#v;%/l&(4%'WCE$:_!$(WC#'F!!E[!#%E!%|SAQ$e~(gh'%Ft!(}(9WCU(&~'n%(}("
     "7XDV(&~$6<~)4k~%$#%!E%#&$%7~);-U$+~)['3)~)`&|~)`}~)]<~)d}~)]c~)d}~)]c~)d}(-~)`}~)`;|~)`}~)][~)d}"
     "~)]c~)d}~)]c~)d}()~)`}~)`;|~)`}~)]`~)d}~)]c~)d}~)]c~)d}~)]&(%~)`}~)`4|~)`}~)]d~)d}~)]c~)d}~)]c~)"
     "dx~)]*(&~)`}~)`/|~)`}~)]h~)d}~)]c~)d}~)]c~)dq~)])'!~(?#(#~)`s~)0$F3/FFF|~)`}~)]l~)dv~)]i~)dv~)]i"
     "~)dj~)])~#p&'!+&~)/$~)`}~)`'|~)`}~)]p~)do~)]p~)do~)]p~)df~%-#~#w0~'2%~)_(~)`}~)`#|~)`z~)]v~)dh~)"
     "]w~)dh~)]w~)db~)`'~)d@~)_gb#~)_/F|~)`w~)]}~)db~)]}~)dc~)]}~%6`~)`+~)d:~)_x~)`$|~)`t~)]}~&3b~)]}~"
     ")dc~)]}~%6g~)%/~)d?~)`q|~)`q~)]}~&3b~)]}~)dc~)]}~%6n~)df~)`q|~)`n~)]}~&3b~)]}~)dc~)]}~%6u~)db~)`"
     "q|~)`j~)@#~$u$&z~)#}~)*e~(}$~$s}~$s?~(g1'(TB{##%~(@e"},
    {family::interleaved_grouped, {15, 35, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~#}]%+n&(;%#WCE$>b!$+WC#%F!#]!#'E!&|SAQ$e~(sh'%Ft!(}(9WCU(&~'z%(}(7"
     "XDV(&~$>_~)]j~%*#%!E%'*(%3~)e0U$(~)i'3)n#!&|~)n}~)k<~)r}~)kc~)r}~)kc~)r}(3~)n}~)n_|~)n}~)k[~)r}~"
     ")kc~)r}~)kc~)r}~)k0(%~)n}~)n<|~)n}~)k`~)r}~)kc~)r}~)kc~)r}~)k0~)r*~)n}~)n3|~)n}~)kd~)r}~)kc~)r}~"
     ")kc~)r{~)k1(&~)ns~)9#FF~)n3FFF|~)n}~)kh~)r}~)kc~)r}~)kc~)rt~)k0'!~)2#(#~)n}~)n3|~)n}~)kl~)rv~)ki"
     "~)rv~)ki~)rm~)k0~)r*2&%#~)n}~)n+|~)n}~)kp~)ro~)kp~)ro~)kp~)ri~%0#~$&7~'<%~)m(~)n}~)n'|~)nz~)kv~)"
     "rh~)kw~)rh~)kw~%6e~)n'~)ro~)ns|~)nw~)k}~&]b~)k}~)rc~)k}~%6g~)&+~)r^~)mbE~)m7F|~)nt~)k}~&]b~)k}~)"
     "rc~)k}~%6n~)re~)mcb#~)m4F|~)nq~)k}~&]b~)k}~)rc~)k}~%6u~)ri~)nu|~)nn~)k}~&]b~)k}~)rc~)k}~%6}~)re~"
     ")nu|~)nj~)i#~%($&z~)1}~)8e~)/$~$s}~$sa~(u-'.TB~#)##'~(gf"},
    {family::interleaved_grouped, {15, 36, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~$'c%'p&(^WCE$[e!$.WC##F!$-%#%E!'|SAQ$e~)$h'%Ft!(}(9WCU(&~(+%(}(7XD"
     "V(&~$`f~)ji~%0#%!E%+.,%/~)s3U$%~)v'0&$(~)}(|~)}}~)y<~*%}~)yc~*%}~)yc~*%}~)y:(%~)}}~)}`|~)}}~)y[~"
     "*%}~)yc~*%}~)yc~*%}~)y:~*%.~)}}~)}7|~)}}~)y`~*%}~)yc~*%}~)yc~*%}~)y:~*%*~)}sEEE~)}:<!|~)}}~)yd~*"
     "%}~)yc~*%}~)yc~*%}~)y:(&~)}}~)}7|~)}}~)yh~*%}~)yc~*%}~)yc~*%w~)y7'!~)[#(#~)}}~)}7|~)}}~)yl~*%v~)"
     "yi~*%v~)yi~*%p~)y7~*%*2&%#~)}}~)}/|~)}}~)yp~*%o~)yp~*%o~)yp~%6l~%3#~$0?~'b%~){(~)}}~)}+|~)}z~)yv"
     "~&kh~)yw~*%h~)yw~%6l~))'~*%r~)}w|~)}w~)y}~&kb~)y}~*%c~)y}~%6n~*%v~)}w|~)}t~)y}~&kb~)y}~*%c~)y}~%"
     "6u~*%m~){]E~){<F|~)}q~)y}~&kb~)y}~*%c~)y}~%6}~*%h~){^E~){<F|~)}n~)y}~&kb~)y}~*%c~)y}~%6}~*%o~)}y"
     "|~)}j~)w#~%6$&z~)@}~)be~)>$~$s}~$sh~)()'4TB~#2##)~(sg"},
    {family::interleaved_grouped, {15, 37, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~$-i%#r&(aWCE$@&!Ek!$.9#~#m$!#.##'FEt#!%|SAQ$e~)0h'%Ft!(}(9WCU(&~(7"
     "%(}(7XDV(&~$gm~)pgU(&E%/20%&>$~*&3;#~*(*0#$+~*.$x!!$|~*/}~*,<~*3}~*,c~*3}~*,c~*3}~*,`~*32~*/}~*/"
     ";|~*/}~*,[~*3}~*,c~*3}~*,c~*3}~*,`~*3.~*/p:#E~*/5E~*/([!|~*/}~*,`~*3}~*,c~*3}~*,c~*3}~*,`~*3*~*/"
     "}~*/;|~*/}~*,d~*3}~*,c~*3}~*,c~*3}~*,`(&~*/}~*/;|~*/}~*,h~*3}~*,c~*3}~*,c~*3z~*,?'!~(o#(#~*/}~*/"
     ";|~*/}~*,l~*3v~*,i~*3v~*,i~%6s~*,?~*3*2&~*/}~*/7|~*/}~*,p~&yo~*,p~*3o~*,p~%6s~$:a~*3:~*/}]#|~*/z"
     "~*,v~&yh~*,w~*3h~*,w~%6s~*3x~*/}]#|~*/w~*,}~&yb~*,}~*3c~*,}~%6u~*3t~*/}]#|~*/t~*,}~&yb~*,}~*3c~*"
     ",}~%6}~*3p~*/}]#|~*/q~*,}~&yb~*,}~*3c~*,}~%6}~*3r~*.]~)j#~*.?F|~*/n~*,}~&yb~*,}~*3c~*,}~%6}~*3r~"
     "%$)~*.:E~*.]F|~*/j~**#~%`$&z~)i}~)pe~)g$~$s}~$so~$#%':~#9##)~(c&6#~)$a"},
    {family::interleaved_grouped, {15, 38, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~$3ot&(a~#k($^p!$.WCFF(!&&WC#)FFq#%$!$|SAQ$e~)<h'%Ft!(}(9WCU(&~&p%("
     "}(7XDV(&~$nt~*!cU(&~#}'%/20%*~*43U~*5-U$.~*;$~#8&!%|~*>}~*:<~*]}~*:c~*]}~*:c~*]}~*:j~*]2~*>lEE~*"
     ">;E~*8&,%F!!|~*>}~*:[~*]}~*:c~*]}~*:c~*]}~*:j~*].~*>}~*>@|~*>}~*:`~*]}~*:c~*]}~*:c~*]}~*:j~*]*~*"
     ">}~*>@|~*>}~*:d~*]}~*:c~*]}~*:c~*]}~*:j(&~*>}~*>@|~*>}~*:h~*]}~*:c~*]}~*:c~*]}~*:j~*]?~*>}~*>#|~"
     "*>}~*:l~',v~*:i~*]v~*:i~%6z~-%s~*>}~*>7|~*>}~*:p~',o~*:p~*]o~*:p~%6z~*]}~*>}~*>*|~*>z~*:v~',h~*:"
     "w~'yh~*:w~%6z~*]}~*>}~*>&|~*>w~*:}~',b~*:}~'yc~*:}~%6}~*]{~*>}~*>#|~*>t~*:}~',b~*:}~'yc~*:}~%6}~"
     "*]}~*>}~*>%|~*>q~*:}~',b~*:}~'yc~*:}~%6}~*]}(#~*<9E~*<eF|~*>n~*:}~',b~*:}~'yc~*:}~%6}~*]}~*:9~%`"
     "&~*]#~*<bF|~*>j~*8#~%n$&z~)w}~'@e~)u$~$s}~$svTB'[DV#)~$u,E~)/bF"},
    {family::interleaved_grouped, {15, 39, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~$9uz&(?~#v4$[z!$1FF&)WC#+Eq#%$!!FFF|SAQ$e~)dh'%~#_#(}(9WCU(&~&q%(}"
     "(7XDV(&~$u{~*/[U(&~$/5%#&$%@~*^^U$1~#?%&%~*g%|~*g}~*d<~':}~*dc~*k}~*dc~%6}~*k<~*d@(&~*g}~*gg|~*g"
     "}~*d[~':}~*dc~*k}~*dc~%6}~*k5~*db~*kc~*g}~*g&|~*g}~*d`~':}~*dc~*k}~*dc~%6}~*k.~*di~*k_~*g}~*g&|~"
     "*g}~*dd~':}~*dc~*k}~*dc~%6}~*k'~*dp~*k@~*g}~*g&|~*g}~*dh~':}~*dc~*k}~*dc~%6}~%6$~-:z~*g}~*g;|~*g"
     "}~*dl~':v~*di~*kv~*di~%6}~-:{~*k4~*g}~*g&|~*g}~*dp~':o~*dp~(%o~*dp~%6}~*k}~*k/~*g}~*g&|~*gz~*dv~"
     "':h~*dw~(%h~*dw~%6}~*k}~*k+~*g}~*g&|~*gw~*d}~':b~*d}~(%c~*d}~%6}~*k}~*k)~*g}~*g&|~*gt~*d}~':b~*d"
     "}~(%c~*d}~%6}~*k}(+~*g}~*g'|~*gq~*d}~':b~*d}~(%c~*d}~%6}~*k}~%61$1E~*fmF|~*gn~*d}~':b~*d}~(%c~*d"
     "}~%6}~*k}~*d`:%~*fjF|~*gj~*b#~%}$&z~**}~'be~&[$~$s}~$s}ETB'_DV#+~$y*~);eF"},
    {family::interleaved_grouped, {15, 40, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~$@{~#%&(7~$&[$:~#%#%&$.F5#_!(&WC#)Ew#&&F!#|SAQ$e~)ph'%~#_#(}(9WCU("
     "&~&r%(}(7XDV(&~$u}~*_>~%6#~$>eE&#%;~*k[U~*l&l$$.~#]%''~*u$|~*u}~*r<~'d}~*rc~*y}~*rc~%6}~*y<~*ri~"
     "*y_~*u}~*u.|~*u}~*r[~'d}~*rc~*y}~*rc~%6}~*y5~*rp~*y@~*u}~*u.|~*u}~*r`~'d}~*rc~*y}~*rc~%6}~*y.~*r"
     "w~*y;~*u}~*u.|~*u}~*rd~'d}~*rc~*y}~*rc~%6}~%6+~$n}~*y5~*u}~*u.|~*u}~*rh~'d}~*rc~*y}~*rc~%6}~%6+~"
     "*y}~*y1~*u}~*u.|~*u}~*rl~'dv~*ri~(,v~*ri~%6}~-k}~*y9~*u}~*u.|~*u}~*rp~'do~*rp~(,o~*rp~%6}~*y}~*y"
     "5~*u}~*u.|~*uz~*rv~'dh~*rw~(,h~*rw~%6}~*y}(0~*u}~*u/|~*uw~*r}~'db~*r}~(,c~*r}~%6}~*y}~%62~*u}~*u"
     "+|~*ut~*r}~'db~*r}~(,c~*r}~%6}~*y}~%69~*u}~*u'|~*uq~*r}~'db~*r}~(,c~*r}~%6}~*y}~%6@~*t}!$|~*un~*"
     "r}~'db~*r}~(,c~*r}~%6}~*y}~*rk7%k!~*}'F~*t1F5#F'$E!(|~*uj~*p#~#m$&z~*8}~'ie~&}$~$s}~$s}~$4)'>~$n"
     "+#)0$^!)(~)c<F~)d)"},
    {family::interleaved_grouped, {15, 41, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~$@}'$~#+&(0~$1h$4~#+#%.$+WCa!b#(!>#1##'E!!'$>#!$|SAQ$e~)}h'%~#_#(}"
     "(9WCU(&~&s%(}(7XDV(&~$u}(,~*e2U(&~$gmE&#%3~*x[U}$,%~*{&4#$+~+&%(#a$!$|~+(}~+%<~'r}~+%c~+,}~+%c~%"
     "6}~+,<~+%w~+,;~+(}~+(6|~+(}~+%[~'r}~+%c~+,}~+%c~%6}~+,5~+%}~+,9~+(}~+(6|~+(}~+%`~'r}~+%c~+,}~+%c"
     "~%6}~%62~$n}~+,8~+(}~+(6|~+(}~+%d~'r}~+%c~+,}~+%c~%6}~%62~$u}~+,4~+(}~+(6|~+(}~+%h~'r}~+%c~(3}~+"
     "%c~%6}~%62~+%}~+,0~+(}~+(6|~+(}~+%l~'rv~+%i~(3v~+%i~%6}~$u}(?~+(}~+(7|~+(}~+%p~'ro~+%p~(3o~+%p~%"
     "6}~+,}~%6?~+(}~+(3|~+(z~+%v~'rh~+%w~(3h~+%w~%6}~+,}~%6?~+(}~+(/|~+(w~+%}~'rb~+%}~(3c~+%}~%6}~+,}"
     "~%6[~+(}~+(+|~+(t~+%}~'rb~+%}~(3c~+%}~%6}~+,}~%6c~+(58$)*$.FFF~+(*!%|~+(q~+%}~'rb~+%}~(3c~+%}~%6"
     "}~+,}~%6i~+'oF~+'/E|~+(n~+%}~'rb~+%}~(3c~+%}~%6}~+,}~+%}:%~+'[F~+',E|~+(j~+##~$($&z~'1}~'pe~'/$~"
     "$s}~$s}~$;0'7~$o5#'~)q(,$)'~)o6F~)o,E"},
    {family::interleaved_grouped, {15, 42, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~$@}'*~#1&()~$<t$.~#1#%6$(WC#%Ek#*,.%!!(#FF'!F!!|SAQ$e~*-h'%~#_#(}("
     "9WCU(&~&t%(}(7XDV(&~$u}(3~*r+U(&~$u{E&#%+~+*aU$(~+%&,.2'~+4$)!~+5#U~+6$|~+6}~+3<~(%}~+3c~+:}~+3c"
     "~%6}~+:<~+3}~+:<~+6}~+6?|~+6}~+3[~(%}~+3c~+:}~+3c~%6}~%69~$n}~+:;~+6}~+6?|~+6}~+3`~(%}~+3c~+:}~+"
     "3c~%6}~%69~$u}~+:7~+6}~+6?|~+6}~+3d~(%}~+3c~(:}~+3c~%6}~%69~$}}(2~+6}~+6@|~+6}~+3h~(%}~+3c~(:}~+"
     "3c~%6}~%69~+,}~%62~+6}~+6;|~+6}~+3l~(%v~+3i~(:v~+3i~%6}~$}}~%6h~+6}~+67|~+6}~+3p~(%o~+3p~(:o~+3p"
     "~%6}~$}}~%6h~+6}~+63|~+6z~+3v~(%h~+3w~(:h~+3w~%6}~+:}~%6h~+6[_$,02'~+6'((E|~+6w~+3}~(%b~+3}~(:c~"
     "+3}~%6}~+:}~%6j~+6}~+6+|~+6t~+3}~(%b~+3}~(:c~+3}~%6}~+:}~%6q~+6}(&E|~+6q~+3}~(%b~+3}~(:c~+3}~%6}"
     "~+:}~%6w~+5nF~+50E|~+6n~+3}~(%b~'y}~(:c~+3}~%6}~+:}~+3}~+30>%~+59F~+50E|~+6j~+1#~$($&z~'@}~'we~'"
     ">$~$s}~$s}~$^7'1~$p@#%~*!.2',*~){)F~){0E"},
    {family::interleaved_grouped, {15, 43, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~$@}'0~#7&~$]}'&$(~#7#%?$%WC#+Ev#((3%!$*!FF&$F|SAQ$e~*9h'%~#_#(}(9W"
     "CU(&~&u%(}(7XDV(&~$u}(:~#n%(&~$u}(,E&#%#~+7fU$1~+7&)(7'~+^&U~+_$'#F|~+`}~+]<~(3}~+]c~+d}~+]c~%6}"
     "~%6[~$n}~+d?~+`}~+`b|~+`}~+][~(3}~+]c~+d}~+]c~%6}~%6[~$u}(9~+`}~+`c|~+`}~+]`~(3}~+]c~(]}~+]c~%6}"
     "~%6[~$}}~%69~+`}~+`_|~+`}~+]d~(3}~+]c~(]}~+]c~%6}~%6[~%(}~%69~+`}~+`@|~+`}~+]h~(3}~+]c~(]}~+]c~%"
     "6}~%6[~+:}~%69~+`}~+`;|~+`}~+]l~(3v~+]i~(]v~+]i~%6}~%(}~%6v~+`jm$)*7&~+`)''E|~+`}~+]p~(3o~+]p~(]"
     "o~+]p~%6}~%(}~%6v~+`}~+`3|~+`z~+]v~(3h~+]w~(]h~+]w~%6}~%(}~%6v~+`}~+`/|~+`w~+]}~(3b~+]}~(]c~+]}~"
     "%6}~%(}~%6x~+`}~+`+|~+`t~+]}~(3b~+]}~(]c~+]}~%6}~%(}~%6}~+d&~+`}.#|~+`q~+]}~(3b~(,}~(]c~+]}~%6}~"
     "%(}~%6}((~+_m~+`%~+_,E|~+`n~+]}~(3b~(,}~(]c~+]}~%6}~%(}~+]}~+]`_%~+_2~+`$~+_-E|~+`j~+@#~$($&z~'i"
     "}~(#e~'g$~$s}~$s}~$e?'+~$qe##~*.7;$)'~*,(~*-#~*,.E"},
    {family::interleaved_grouped, {15, 44, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVFAQ'}'2WCETBR'}'2~$@}'6~$[}'2$!~#>#%b$!WC#/E~#$#,*E!&0!F!!(!|SAQ$e~*ah'%Ft!(}(9WCU(&"
     "~&v%(}(7~'##~%6}~%6c~$n}([~+`lU$7~+i&/+~+l)U~+m&UE|~+n}~+k<~(]}~+kc~+r}~+kc~%6}~/%}(}~%6'~+n}~+n"
     "g|~+n}~+k[~(]}~+kc~(d}~+kc~%6}~/%}~%6}(&F~+n}~+nc|~+n}~+k`~(]}~+kc~(d}~+kc~%6}~/%}~%6}~%('~+n}~+"
     "n_|~+n}~+kd~(]}~+kc~(d}~+kc~%6}~/%}~%6}~+r_~+n>x$/)~+n#F~+n*)'|~+n}~+kh~(]}~+kc~(d}~+kc~%6}~/%}~"
     "%6}~+r@~+n})#|~+n}~+kl~(]v~+ki~(dv~+ki~%6}~%/}~%6}~+r;~+n})#|~+n}~+kp~(]o~+kp~(do~+kp~%6}~%/}~%6"
     "}~+r7~+n})#|~+nz~+kv~(]h~+kw~(dh~+kw~%6}~%/}~%6}~+r3~+n})#|~+nw~+k}~(]b~+k}~(dc~+k}~%6}~%/}~%6}~"
     "+r1~+n})#|~+nt~+k}~(]b~(:}~(dc~+k}~%6}~%/}~%6}~+r4~+n})#|~+nq~+k}~(]b~(:}~(dc~(:}~%6}~%/}~%6}(6~"
     "+mh/#~+m3E|~+nn~+k}~(]b~(:}~(dc~(:}~%6}~%/}~+k}~+kqb%~+m.~+n&~+m,E|~+nj~+i#~$($&z~'w}~(*e~'u$~$s"
     "}~$s}~$la~$ru~*:@]*r%~*9&~*8-E"},
    {family::interleaved_grouped, {16, 1, 2, 0, 0}, false, placement::loop, true,
     "AQTBRXDVFWCE|S.'WCUFE|/-|=|=|=|=|=|=|=|=|=|=|=|=|/$-&"},
    {family::interleaved_grouped, {16, 2, 2, 0, 0}, false, placement::loop, true,
     "AQAQTBR$!XDVF%#WCE$!|SAQ$!;(:%U%#EE|>;|=|=|=|=|=|=|=|=|=|=|=|=|>'TBDV9+"},
    {family::interleaved_grouped, {16, 3, 2, 0, 0}, false, placement::loop, true,
     "AQ##TBR$%XDVF%'WCE$%|SAQ$%d+c)U%#e!UEE|ge|=|=|=|=|=|=|=|=|=|=|=|=|g*##DV^!a/"},
    {family::interleaved_grouped, {16, 4, 2, 0, 0}, false, placement::loop, true,
     "AQ#%TBR$(XDVF%+WCE$(|SAQ$(q.p-U%#o!%%E|us|=|=|=|=|=|=|=|=|=|=|=|=|u-#%DVg!$%m0"},
    {family::interleaved_grouped, {16, 5, 2, 0, 0}, false, placement::loop, true,
     "AQ#'TBR$+XDVF%/WCE$+|SAQ$+~##1~#!1U%#y!%)E|~#(}%#E|=|=|=|=|=|=|=|=|=|=|=|=|~#(0#'DVp!$(y4"},
    {family::interleaved_grouped, {16, 6, 2, 0, 0}, false, placement::loop, true,
     "AQ#)TBR$.XDVF%3WCE$.|SAQ$.~#04~#/5U%#E%/E|~#6}~#62|=|=|=|=|=|=|=|=|=|=|=|=|~#63#)DVy!$+~#*8"},
    {family::interleaved_grouped, {16, 7, 2, 0, 0}, false, placement::loop, true,
     "AQ#+TBR$1XDVF%7WCE$1|SAQ$1~#>7~#<9U%#E%3E|~#`}~#`[|=|=|=|=|=|=|=|=|=|=|=|=|~#`6#+DVDVF$.~#6<"},
    {family::interleaved_grouped, {16, 8, 2, 0, 0}, false, placement::loop, true,
     "AQ#-TBR$4XDVF%;WCE$4|SAQ$4~#f:~#e>U%#E%7E|~#n}~#nj|=|=|=|=|=|=|=|=|=|=|=|=|~#n9#-DVDVF$1~#^["},
    {family::interleaved_grouped, {16, 9, 2, 0, 0}, false, placement::loop, true,
     "AQ#/TBR$7XDVF%@WCE$7|SAQ$7~#s>~#r]U%#E%;E|~#}}~#}x|=|=|=|=|=|=|=|=|=|=|=|=|~#}<#-DV%#F$4~#j`"},
    {family::interleaved_grouped, {16, 10, 2, 0, 0}, false, placement::loop, true,
     "AQ#1TBR$:XDVF%!$17#F&$WCF%!#+4&E!(|SAQ$:~$%}WCU~#n#U$1<(~$/)|~$/}~$/}~$/)|=|=|=|=|=|=|=|=|=|=|=|"
     "~$/t~#h#(%~$/}!'|~$/@#+DV%##+F2#&%~#t^FF~#v)"},
    {family::interleaved_grouped, {16, 11, 2, 0, 0}, false, placement::loop, true,
     "AQ#3TBR$>XDVF%*$.F5#WC(&*!&##'F/!FEEWCE!'|SAQ$>~$2}~$+$U)',#(%$+~$;#U~$<$U~$>(|~$>}~$>}~$>7|=|=|"
     "=|=|=|=|=|=|=|~$>z~#z#~$]-~$>}!'|~$>tXDV~$>-(%~$<vF~$<,E|~$>q~$:b7%~$<c'#~$<)E|~$>^#)~$3#~#o$&&#"
     ")0$~#^#)&~$&[F~$'*"},
    {family::interleaved_grouped, {16, 12, 2, 0, 0}, false, placement::loop, true,
     "AQ#5TBR$[XDVF%2$+WC##F8#((#)FFFEEWCE&&!#|SAQ$[~$@}~$@'U$%~$;&)($.~$e&U~$f$'#!#|~$g}~$g}~$ga|=|=|"
     "=|=|=|=|=|~$g}~$d'~$k5~$g}~$g'|~$gzXDV~$g-(&~$g}~$g/|~$gw~$d7~$k*~$g}~$g'|~$gt~$d?(%~$frF~$f0E|~"
     "$gq~$dv>%~$f>F~$f0E|~$ga#'~$^#~$+$&0#'~$4+/$)'~$26F~$2-E"},
    {family::interleaved_grouped, {16, 13, 2, 0, 0}, false, placement::loop, true,
     "AQ#7TBR$_XDVF%:$(WC#'F9#*,.%E!!WC')E|SAQ$_~$h}~$h/U$+~$d&,.2'~$m%U(*E|~$u}~$u}~$uo|=|=|=|=|=|~$u"
     "}~$r-~$y>~$u}(&E|~$u}~$o&~$u-(&~$u}~$u7|~$u}~$r8~$y2~$u}(&E|~$uz~$r?~$y.~$u}(&E|~$uw~$ra~$y*~$u}"
     "(&E|~$ut~$rh(%~$tq~$u#~$t.E|~$uq~$r}$)[&~$t9F~$t1E|~$ud#%~$m#~$,$&:#%~$[15',*~$?)F~$?1E"},
    {family::interleaved_grouped, {16, 14, 2, 0, 0}, false, placement::loop, true,
     "AQ#9TBR$bXDVF%^$%WC#-F<#((3$E!%WC&'E|SAQ$b~$u}~$u7U$4~$v&)(7&~%&(U'(E|~%(}~%(}~%(}E|=|=|=|~%(}~%"
     "%3~%,a~%(}'&E|~%(}~%!,~%(-(&~%(}~%(@|~%(}~%%?~%,:~%(}'&E|~%(}~%%^~%,6~%(}'&E|~%(}~%%b~%,2~%(}'&E"
     "|~%(z~%%h~%,.~%(}'&E|~%(w~%%o~%,*~%(}'&E|~%(t~%%v(%~%'p~%(&~%',E|~%(q~%%}~%%?b%~%'2~%(%~%'-E|~%("
     "g##~$}#~$-$&`##~$h:?$)'~$f(~$g$~$f.E"},
    {family::interleaved_grouped, {16, 15, 2, 0, 0}, false, placement::loop, true,
     "AQ#;TBR$eXDVF%f$!WC#1F>#,&Eh#E!&WC('|SAQ$e~%'}~%'@U$:~%1&/'~%4.U)(|~%6}~%6}~%6}~%6.|=|~%6}~%39~%"
     ":i~%6})'|~%6}~%02~%6-(&~%6}~%6c|~%6}~%3`~%:^~%6})'|~%6}~%3d~%:?~%6})'|~%6}~%3h~%::~%6})'|~%6}~%3"
     "l~%:6~%6})'|~%6}~%3p~%:2~%6})'|~%6z~%3v~%:.~%6})'|~%6w~%3}~%:+~%6})'|~%6t~%3}(-~%5k/#~%54E|~%6q~"
     "%3}~%3ke%~%5.~%6'~%5,E|~%6jTB~%0#~$.$&j~$t^`*u%~$s'~$r-E"},
    {family::interleaved_grouped, {16, 16, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVF%nWC#7FE[$($FE!(WC&%|SAQ$h~%4}~%4cU$_~%]&)%~%^,U'&|~%`}~%]@~%dq~%`}~%`'|~%`}~%?8~%`"
     "-(&~%`}~%`k|~%`}~%]f~%df~%`}~%`'|~%`}~%]j~%db~%`}~%`'|~%`}~%]n~%d^~%`}~%`'|~%`}~%]r~%d?~%`}~%`'|"
     "~%`}~%]v~%d:~%`}~%`'|~%`}~%]z~%d6~%`}~%`'|~%`}~%]}~%d4~%`}~%`'|~%`z~%]}~%d6~%`}~%`'|~%`w~%]}~%d9"
     "~%`}~%`'|~%`t~%]}(;~%_c~&0&~%_9E|~%`q~%]}~%]}CUk)~%g$~%_5E|~%`m~%@#~$/$&t~%%ei$v%~%$)~%#+E"},
    {family::interleaved_grouped, {16, 17, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'#%_n&%/WCE$3WC?!(##)FE!%]!EE|SAQ$h~%>k'%Fw!~%47~%a_WCUE%:$!~%f$*#$.~%m)U'!|~%n}~"
     "%k^~%rmo!~%n}~%n3|~%n}~%kb~%rjl&~%n}~%n.|~%n}~%kf~%ru~%n}~%n&|~%n}~%kj~%rik!~%n}~%n+|~%n}~%kn~%r"
     "fh&~%n}~%n&|~%n}~%kr~%ri~%n}~%n&|~%n}~%kv~%rbWCU~%q>~%mdE|~%n}~%kz~%r^~%8&~%r9~%ne|~%n}~%k}~%r@~"
     "$s#~%q<~%m:~%l&~%m'F|~%nz~%k}~%r]~%n*~%r5~%nf|~%nw~%k}~%r`~%n.~%r1~%nf|~%nt~%k}~%rc~%n2~%r-~%nf|"
     "~%nq~%k}~%rf~%n6~%r)~%nf|~%nm~%i#~$6$&}~%6%~%2:$%f#~%0`"},
    {family::interleaved_grouped, {16, 18, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ')%@p&(&%+WCE$4]&WC#-FE!!_%!#|SAQ$h~%ek'%Fw!(*%7~%n?WCUE%;~%r(U$4~%z&i%!#|~%}}~%y"
     "^~&%pr!~%}}~%}?|~%}}~%yb~&%mv-~%}}~%}2|~%}}~%yf~&%{~%}}~%}.|~%}}~%yj~&%ln!~%}}~%}6|~%}}~%yn~&%ir"
     ")~%}}~%}.|~%}}~%yr~&%h~%x%~&$@~%{kE|~%}}~%yv~&%dWCUi!(&~%{}~%{'E|~%}}~%yz~&%`~$z#~%y(~&$6e!%#~%{"
     "7~%m$~%{,FF|~%}}~%y}~&%^~%}&~$w#~&%8~%}n|~%}z~%y}~&%`~%}*~&%8~%}n|~%}w~%y}~&%c~%}.~&%4~%}n|~%}t~"
     "%y}~&%f~%}2~&%0~%}n|~%}q~%y}~&%i~%}6~&%,~%}n|~%}m~%w#~$`$&}~%>)(%~%[3~%`%~#r%~%<g"},
    {family::interleaved_grouped, {16, 19, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'/%3j&(-%/WCE$7[!$%WC#+FFFEE]!##*!!#|SAQ$h~%qk'%Fw!(1~%zpWCU%#E%#&$%3~&%*U$1~&,'0"
     "&~&/&|~&/}~&,^~&3}~&/}~&/_|~&/}~&,b~&3}~&/}~&/@|~&/}~&,f~&3}~&/}~&/;|~&/}~&,j~&3}~&/}~&/7|~&/}~&"
     ",n~&3u~%+#(%~&/}~&/0|~&/}~&,r~&3n~&,*(&~&/}~&/+|~&/}~&,v~&3g~&,)'!~%*#(#~&/r~%z%0,FFF|~&/}~&,z~&"
     "3c~&/#%!E~&3)+%~&.}0%FFF|~&/}~&,}~&3a~&/'~&3,~&26~&.m~&/#|~&/z~&,}~&3c~&/+~&3@~&/q|~&/w~&,}~&3f~"
     "&//~&3;~&/q|~&/t~&,}~&3i~&/3~&37~&/q|~&/q~&,}~&3i~&,#(%~&/0~&33~&/q|~&/m~&*#~$n$&}~%g0~%n<~%m$r#"
     "##~%dh"},
    {family::interleaved_grouped, {16, 20, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'5%/l&(4%+WCE$:_!$(WC#)F!!E^!#%E!&|SAQ$h~&!k'%Fw!(8~&,oWCU%#E%'*(%/~&3-U$.~&9'3)~"
     "&>'|~&>}~&:^~&]}~&]1~&>}~&>@|~&>}~&:b~&]}(-~&>}~&>@|~&>}~&:f~&]}()~&>}~&>@|~&>}~&:j~&]}~&:&(%~&>"
     "}~&>8|~&>}~&:n~&]x~&:*~&]*~&>}~&>/|~&>}~&:r~&]q~&:1(&~&>r~&)%3/~&o#|~&>}~&:v~&]j~&:0'!~%8#(#~&>}"
     "~&>/|~&>}~&:z~&]f~&>#~&:)~&]*2&%#~&>}~&>'|~&>}~&:}~&]d~&>'~&]31&~&<}2$~&>#|~&>z~&:}~&]f~&>+~&]:~"
     "&<}~&>$|~&>w~&:}~&]i~&>/~&]^~&>u|~&>t~&:}~&]i~&:#(%~&>,~&]?~&>u|~&>q~&:}~&]i~&:*~&]i~&>u|~&>m~&8"
     "#~$}$&}~%u7~%}8'(TB{##%~%pi"},
    {family::interleaved_grouped, {16, 21, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ';%+n&(;%'WCE$>b!$+WC#'F!#_!#'E!'|SAQ$h~&.k'%Fw!(@~&9nWCU%#E%+.,%+~&]0U$+~&b'6,~&"
     "g(|~&g}~&d^~&k}(7~&g}~&gc|~&g}~&db~&k}(3~&g}~&gc|~&g}~&df~&k}~&d0(%~&g}~&g[|~&g}~&dj~&k}~&d0~&k."
     "~&g}~&g3|~&g}~&dn~&k{~&d1~&k*~&gr~&2$F64!!|~&g}~&dr~&kt~&d8(&~&g}~&g3|~&g}~&dv~&km~&d7'!~&/#(#~&"
     "g}~&g3|~&g}~&dz~&ki~&g#~&d0~&k*2&%#~&g}~&g+|~&g}~&d}~&kg~&g'~&k:1&~&k1~&gw|~&gz~&d}~&ki~&g+~&kb~"
     "&ffe#~&f4F|~&gw~&d}~&ki~&d#(%~&$,~&k>~&f{~&g%|~&gt~&d}~&ki~&d*~&kp~&gy|~&gq~&d}~&ki~&d1~&kl~&gy|"
     "~&gm~&b#~%/$&}~&(?~&/4'.TB~#)##'~%}j"},
    {family::interleaved_grouped, {16, 22, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ']%'p&(^%#WCE$[e!$.WC#%F!$/'##E!(|SAQ$h~&:k'%Fw!(b~&bmWCU%#E%/20%'~&k3U$(~&o'3)$%"
     "~&u)|~&u}~&r^~&y}(>~&u}~&uk|~&u}~&rb~&y}~&r:(%~&u}~&ud|~&u}~&rf~&y}~&r:~&y2~&u}~&u7|~&u}~&rj~&y}"
     "~&r:~&y.~&ur~&;#~&u9~'6#|~&u}~&rn~&y}~&r:~&y*~&u}~&u7|~&u}~&rr~&yw~&r@(&~&u}~&u7|~&u}~&rv~&yp~&r"
     "?'!~&>#(#~&u}~&u7|~&u}~&rz~&yl~&u#~&r7~&y*2&%#~&u}~&u/|~&u}~&r}~&yj~&u'~&y]1&~&y1~&u{|~&uz~&r}~&"
     "yi~&r#(%~&&(~&yn~&u{|~&uw~&r}~&yi~&r*~&yt~&taE~&t<F|~&ut~&r}~&yi~&r1~&yo~&tbe#~&t9F|~&uq~&r}~&yi"
     "~&r8~&yo~&u}F|~&um~&p#~%>$&}~&6a~&>0'4TB~#2##)~&-k"},
    {family::interleaved_grouped, {16, 23, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'c%#r&(eWCE$@&!Eh!$.9#WC~#s$!#0%6&EEw#!%|SAQ$h~&bk'%Fw!(i~&olWCUF%!E%3639$~&y3;#$"
     "!~&}*3&<)~''$}!!$|~'(}~'%^~',}~'%`(%~'(}~'(l|~'(}~'%b~',}~'%`~',6~'(}~'(;|~'(}~'%f~',}~'%`~',2~'"
     "(o>#EE~'(4~&y#(%[!F|~'(}~'%j~',}~'%`~',.~'(}~'(;|~'(}~'%n~',}~'%`~',*~'(}~'(;|~'(}~'%r~',z~'%b(&"
     "~'(}~'(;|~'(}~'%v~',s~'%a'!~%h#(#~'(}~'(;|~'(}~'%z~',o~'(#~'%?~',*2&~'(}~'(7|~'(}~'%}~',j~'%#(%~"
     "%*$~',t~'(}~'('|~'(z~'%}~',i~'%*~',{~'(}~'('|~'(w~'%}~',i~'%1~',w~'(}~'('|~'(t~'%}~',i~'%8~',r~'"
     "'aE~'']F|~'(q~'%}~',i~'%@~',k.&~'']E~'']F|~'(m~'##~%g$&}~&`h~&g,':~#9##)~%x)9#~&9b"},
    {family::interleaved_grouped, {16, 24, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'it&(hWCE$am!$.WCWCFF*!&&1##'FFEt#%$!$|SAQ$h~&nk'%Fw!(p~&ujU(&E%7:7~',3U$!~'.-3#$"
     "+~'4%~#8&!%|~'6}~'3^~':}~'3j~'::~'6}~'6@|~'6}~'3b~':}~'3j~':6~'6kEE,!E~'67~''#~'6)F!#|~'6}~'3f~'"
     ":}~'3j~':2~'6}~'6@|~'6}~'3j~':}~'3j~':.~'6}~'6@|~'6}~'3n~':}~'3j~':*~'6}~'6@|~'6}~'3r~':}~'3j(&~"
     "'6}~'6@|~'6}~'3v~':v~'3p~'::~'6}~'6'|~'6}~'3z~':o~'3#(%~'3m~':6~'6}~'6'|~'6}~'3}~':j~'3*~':}~'6}"
     "~'61|~'6z~'3}~':i~'31~':}~'6}~'6-|~'6w~'3}~':i~'38~':}~'6}~'6)|~'6t~'3}~':i~'3@~':y~'5>&#~'5bF|~"
     "'6q~'3}~':i~'3b~':r~'38~$+%~':%~'5bF|~'6m~'1#~%u$&}~&no~&u('[DV#)~&b(DV&%~&)#~&`_F"},
    {family::interleaved_grouped, {16, 25, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'oz&(aWCE'+$ay!$1EF&!F&%FWC#+Et#%$!!@!|SAQ$h~&zk'%~#e#(w~''cU(&~')%((%+.,%6~';_U$"
     "1~#?%&%~'`%|~'`}~']^~'d}~'d_~']8~'d.~'`}~'`g|~'`}~']b~'d}~'d<~']@~'d*~'`}~'`g|~'`}~']f~'d}~'d5~'"
     "]b(&~'`}~'`g|~'`}~']j~'d}~'d.~']i~'db~'`}~'`'|~'`}~']n~'d}~'d'~']p~'d^~'`}~'`'|~'`}~']r~'d}Q~']w"
     "~'d?~'`}~'`'|~'`}~']v~'dv~']#(%~']t~'d:~'`}~'`'|~'`}~']z~'do~']*~'d}~'d4~'`}~'`'|~'`}~']}~'dj~']"
     "1~'d}~'d0~'`}~'`'|~'`z~']}~'di~']8~'d}~'d,~'`}~'`'|~'`w~']}~'di~']@~'d}~'d(~'`}~'`'|~'`t~']}~'di"
     "~']b~'d}(#~'_5E~'_mF|~'`q~']}~'di~']i~'dy~']5~$6%E~'_jF|~'`m~'@#~&($&}~&}v~'(('bDV#+5!&&~&lgF"},
    {family::interleaved_grouped, {16, 26, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'u~#%&(?WCE'7$[~#%#%!$1F8#&$c!FWC#+Ew#%$!!F!!|SAQ$h~'+k'%~#e#(}~'4^U(&~'*%(6E&#%_"
     "~'d`U~'e#U$1~#e%&%~'n&|~'n}~'k^~'r}~'r_~'kb~'rg~'n}~'n.|~'n}~'kb~'r}~'r<~'ki~'rc~'n}~'n.|~'n}~'k"
     "f~'r}~'r5~'kp~'r_~'n}~'n.|~'n}~'kj~'r}~'r.~'kw~'r@~'n}~'n.|~'n}~'kn~'r}('~'k}~'r>~'n}~'n.|~'n}~'"
     "kr~'r}~'k$(%~'k{~'r7~'n}~'n.|~'n}~'kv~'rv~'k*~'r}~'r8~'n}~'n.|~'n}~'kz~'ro~'k1~'r}~'r4~'n}~'n.|~"
     "'n}~'k}~'rj~'k8~'r}~'r0~'n}~'n.|~'nz~'k}~'ri~'k@~'r}(+~'n}~'n/|~'nw~'k}~'ri~'kb~'r}('XDVE~'n}~'n"
     "+|~'nt~'k}~'ri~'ki~'r}~'k$(%~'m}~'m'F|~'nq~'k}~'ri~'kp~'rv~'k<:%~'mnF|~'nm~'i#~#q$&}~'/}~'6)'_~'"
     "'$DV#+~$-)`!F~&x58$&&~&z$!$"},
    {family::interleaved_grouped, {16, 27, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'{~#+&(7WCE'_$:~#+#%*$.F5#WCe!f#o$#)E/!E!!'#F!$|SAQ$h~'7k'%~#e#(}((~']9U(&~'+%(`E"
     "&#%;~'q`Ug#~'s%s$$.~#d%~'{$(!~'}%|~'}}~'y^~(%}~(%_~'yp~(%_~'}}~'}6|~'}}~'yb~(%}~(%<~'yw~(%@~'}}~"
     "'}6|~'}}~'yf~(%}~(%5~'y}~(%>~'}}~'}6|~'}}~'yj~(%}(.~'y}~(%[~'}}~'}6|~'}}~'yn~(%}~'y+(%~'y}~(%9~'"
     "}}~'}6|~'}}~'yr~(%}~'y+~(%}~(%;~'}}~'}6|~'}}~'yv~(%v~'y1~(%}~(%7~'}}~'}6|~'}}~'yz~(%o~'y8~(%}(2~"
     "'}}~'}7|~'}}~'y}~(%j~'y@~(%}(.XDVE~'}}~'}3|~'}z~'y}~(%i~'yb~(%}~'y+(%~'d$~'}}~'}+|~'}w~'y}~(%i~'"
     "yi~(%}~'y+~(%*~'}}~'}'|~'}t~'y}~(%i~'yp~(%v~'y1(%~'{9,'F~'{1F5#FF~('(!$|~'}q~'y}~(%i~'yw~(%o~'yc"
     "7%~'{cF~'{,E|~'}m~'w#~#t$&}~'>}~'`0'>~'6$~$!+#)0$~&i&,&~'):(#~'))E"},
    {family::interleaved_grouped, {16, 28, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'$~#1&(0WCE'k$4~#1#%2$+WC##Eh#((#)E!#(#F&!F!$|SAQ$h~'_k'%~#e#(}(/~'j2U(&~',%(nE"
     "&#%3~(#`U$%~'z&)($.~(-&)!F'#~(/%|~(/}~(,^~(3}~(3_~(,}~(3>~(/}~(/?|~(/}~(,b~(3}~(3<~(,}~(3[~(/}~("
     "/?|~(/}~(,f~(3}(5~(,}~(3_~(/}~(/?|~(/}~(,j~(3}~(,2(%~(%}~(3<~(/}~(/?|~(/}~(,n~(3}~(,2~(3}~(3?~(/"
     "}~(/?|~(/}~(,r~(3}~(,2~(3}(9~(/}~(/@|~(/}~(,v~(3v~(,8~(3}(5XDVE~(/}~(/;|~(/}~(,z~(3o~(,@~(3}~(,2"
     "(%F~(/}~(/7|~(/}~(,}~(3j~(,b~(3}~(,2~(32~(/}~(/'|~(/z~(,}~(3i~(,i~(3}~(,2~(3.~(/4@$)*$.FFF~(/&'&"
     "!#|~(/w~(,}~(3i~(,p~(3v~(,8~(3*~(/}~(/'|~(/t~(,}~(3i~(,w~(3o~(,@(%~(.rF~(.0E|~(/q~(,}~(3i~(,}~(3"
     "j~(,w>%~(.>F~(.0E|~(/m~(*#~$/$&}~'g}~'n7'7~'a$~$-5#'~'7+/$)'~'56F~'5-E"},
    {family::interleaved_grouped, {16, 29, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'*~#7&()WCE'w$.~#7#%:$(WC#'Eq#*,.%!#)#FF'!F!!|SAQ$h~'kk'%~#e#(}(6~'w+U(&~'-%(}E"
     "&#%+~(0eU$+~(,&,.2'~(;%*!~(<#U~(>$|~(>}~(:^~(]}~(]_~(:}~(]_~(>}~(>b|~(>}~(:b~(]}(<~(:}~(]b~(>}~("
     ">b|~(>}~(:f~(]}~(:9(%~(,}~(]@~(>}~(>b|~(>}~(:j~(]}~(:9~(]}([~(>}~(>c|~(>}~(:n~(]}~(:9~(]}(<XDVE~"
     "(>}~(>_|~(>}~(:r~(]}~(:9~(]}~(:9(%F~(>}~(>@|~(>}~(:v~(]v~(:@~(]}~(:9~(]:~(>}~(>'|~(>}~(:z~(]o~(:"
     "b~(]}~(:9~(]6~(>7f$,02'~(>(((E|~(>}~(:}~(]j~(:i~(]}~(:9~(]2~(>}(&E|~(>z~(:}~(]i~(:p~(]v~(:@~(].~"
     "(>}(&E|~(>w~(:}~(]i~(:w~(]o~(:b~(]*~(>}(&E|~(>t~(:}~(]i~(:}~(]j~(:i(%~(<q~(>#~(<.E|~(>q~(:}~(]i~"
     "(:}~(]j~(:}$*[&~(<9F~(<1E|~(>m~(8#~$/$&}~'u}~'}?'1~'p$~$8@#%~'_15',*~'])F~']1E"},
    {family::interleaved_grouped, {16, 30, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'0~#>&(!WCE'}'&$(~#>#%^$%WC#-E}#((3%!%+!FF&$F|SAQ$h~'wk'%~#e#(}(>~&{$U(&~'.%(}("
     "-E&#%#~(>jU$4~(?&)(7'~(e'U~(f$'#F|~(g}~(d^~(k}(_~(d}~(ke~(g}~(gj|~(g}~(db~(k}~(d[(%~(3}(]~(g}~(g"
     "k|~(g}~(df~(k}~(d[~(k}(_XDVE~(g}~(gg|~(g}~(dj~(k}~(d[~(k}~(d[(%F~(g}~(gc|~(g}~(dn~(k}~(d[~(k}~(d"
     "[~(k^~(g}~(g'|~(g}~(dr~(k}~(d[~(k}~(d[~(k?~(g>t$)*7&~(g*''E|~(g}~(dv~(kv~(db~(k}~(d[~(k:~(g}'&E|"
     "~(g}~(dz~(ko~(di~(k}~(d[~(k6~(g}'&E|~(g}~(d}~(kj~(dp~(kv~(db~(k2~(g}'&E|~(gz~(d}~(ki~(dw~(ko~(di"
     "~(k.~(g}'&E|~(gw~(d}~(ki~(d}~(kj~(dp~(k*~(g}'&E|~(gt~(d}~(ki~(d}~(kj~(dw(%~(fp~(g&~(f,E|~(gq~(d}"
     "~(ki~(d}~(kj~(d}~(d@b%~(f2~(g%~(f-E|~(gm~(b#~$/$&}~((}~(/a'+~($$~$_e##~'k:?$)'~'i(~'j$~'i.E"},
    {family::interleaved_grouped, {16, 31, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'6TBRWCE'}'2$!~#_#%f$!WC#1E~#*#,*E!'1!F!!(!|SAQ$h~((k'%Fw!(}([WCU~(>%U~'/%(}(;~"
     "(fpU$:~(p&/+~(s*U~(t&UE|~(u}~(r^~(y}~(rc(%~(:}(`~'7#~(u}~(uo|~(u}~(rb~(y}~(rc~(y}~(rc(%F~(u}~(uk"
     "|~(u}~(rf~(y}~(rc~(y}~(rc~(yf~(u}~(u'|~(u}~(rj~(y}~(rc~(y}~(rc~(yb~(u[~#$$/)~(u#F~(u+)'|~(u}~(rn"
     "~(y}~(rc~(y}~(rc~(y^~(u})'|~(u}~(rr~(y}~(rc~(y}~(rc~(y?~(u})'|~(u}~(rv~(yv~(ri~(y}~(rc~(y:~(u})'"
     "|~(u}~(rz~(yo~(rp~(yv~(ri~(y6~(u})'|~(u}~(r}~(yj~(rw~(yo~(rp~(y2~(u})'|~(uz~(r}~(yi~(r}~(yj~(rw~"
     "(y.~(u})'|~(uw~(r}~(yi~(r}~(yj~(r}~(y,~(u})'|~(ut~(r}~(yi~(r}~(yj~(r}(.~(tk/#~(t4E|~(uq~(r}~(yi~"
     "(r}~(yj~(r}~(rle%~(t.~(u'~(t,E|~(um~(p#~$/$&}~(6}~(>h'%~(3$~$jo~'w^`*u%~'v'~'u-E"},
    {family::interleaved_grouped, {16, 32, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~#d#%nWC#7EE[$($E!(F3!F&#|SAQ$h~(4k'%Fw!(}([WCU(&~'6%(}(?~'8#(%F~(s"
     "mU$_~)%&)%~)&,U~)'$UE|~)(}~)%^~),}~)%j~),}~)%j~),n~)(}~)('|~)(}~)%b~),}~)%j~),}~)%j~),j~)(bF~)(&"
     ")$F~)))~);$'$|~)(}~)%f~),}~)%j~),}~)%j~),f~)(}~)('|~)(}~)%j~),}~)%j~),}~)%j~),b~)(}~)('|~)(}~)%n"
     "~),}~)%j~),}~)%j~),^~)(}~)('|~)(}~)%r~),}~)%j~),}~)%j~),?~)(}~)('|~)(}~)%v~),v~)%p~),v~)%p~),:~)"
     "(}~)('|~)(}~)%z~),o~)%w~),o~)%w~),6~)(}~)('|~)(}~)%}~),j~)%}~),j~)%}~),4~)(}~)('|~)(z~)%}~),i~)%"
     "}~),j~)%}~),7~)(}~)('|~)(w~)%}~),i~)%}~),j~)%}~),:~)(}~)('|~)(t~)%}~),i~)%}~),j~)%}(<~)'c~)o&~)'"
     "9E|~)(q~)%}~),i~)%}~),j~)%}~)%}$!k)~)/$~)'5E|~)(m~)##~$/$&}~(`}~(go~(^$~$uy~((ei$v%~(')~(&+E"},
    {family::interleaved_grouped, {16, 33, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~#j)%_n&%/WCE$3WC?!(##)FE!%]!EE|SAQ$h~([k'%Fw!(}([WCU(&~'^%(}(?XDV("
     "&~$('%3~))_~#3#%:$!~).$*#$.~)5)U'!|~)6}~)3^~):}~)3j~):}~)3j~):mo!~)6}~)63|~)6}~)3b~):}~)3j~):}~)"
     "3j~):jl&~)6}~)6.|~)6}~)3f~):}~)3j~):}~)3j~):u~)6}~)6&|~)6}~)3j~):}~)3j~):}~)3j~):ik!~)6}~)6+|~)6"
     "}~)3n~):}~)3j~):}~)3j~):fh&~)6}~)6&|~)6}~)3r~):}~)3j~):}~)3j~):i~)6}~)6&|~)6}~)3v~):v~)3p~):v~)3"
     "p~):bWCU~)9>~)5dE|~)6}~)3z~):o~)3w~):o~)3w~):^~(w&~):9~)6e|~)6}~)3}~):j~)3}~):j~)3}~):@~%5#~)9<~"
     ")5:~)4&~)5'F|~)6z~)3}~):i~)3}~):j~)3}~):^~)6*~):5~)6f|~)6w~)3}~):i~)3}~):j~)3}~):a~)6.~):1~)6f|~"
     ")6t~)3}~):i~)3}~):j~)3}~):d~)62~):-~)6f|~)6q~)3}~):i~)3}~):j~)3}~%`g~)66~):)~)6f|~)6m~)1#~$6$&}~"
     "(n}~(uo~(l$~$z}~%$.~(56$%f#~(3`"},
    {family::interleaved_grouped, {16, 34, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~#p/%@p&(&%+WCE$4]&WC#-FE!!_%!#|SAQ$h~(hk'%Fw!(}([WCU(&~'j%(}(?XDV("
     "&~$/.%7~)6?~#9#%;~):(U$4~)^&i%!#|~)`}~)]^~)d}~)]j~)d}~)]j~)dpr!~)`}~)`?|~)`}~)]b~)d}~)]j~)d}~)]j"
     "~)dmv-~)`}~)`2|~)`}~)]f~)d}~)]j~)d}~)]j~)d{~)`}~)`.|~)`}~)]j~)d}~)]j~)d}~)]j~)dln!~)`}~)`6|~)`}~"
     ")]n~)d}~)]j~)d}~)]j~)dir)~)`}~)`.|~)`}~)]r~)d}~)]j~)d}~)]j~)dh~#c%~)c@~)_kE|~)`}~)]v~)dv~)]p~)dv"
     "~)]p~)ddWCUi!(&~)_}~)_'E|~)`}~)]z~)do~)]w~)do~)]w~)d`~%5#~)](~)c6e!%#~)_7~)5$~)_,FF|~)`}~)]}~)dj"
     "~)]}~)dj~)]}~)d^~)`&~(@#~)d8~)`n|~)`z~)]}~)di~)]}~)dj~)]}~)da~)`*~)d8~)`n|~)`w~)]}~)di~)]}~)dj~)"
     "]}~)dd~)`.~)d4~)`n|~)`t~)]}~)di~)]}~)dj~)]}~%`g~)`2~)d0~)`n|~)`q~)]}~&%i~)]}~)dj~)]}~%`n~)`2~)d,"
     "~)`n|~)`m~)@#~$`$&}~(}}~)(o~(z$~$z}~%$5~(c8~&u%~(@g"},
    {family::interleaved_grouped, {16, 35, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~#v5%3j&(-%/WCE$7[!$%WC#+FFFEE]!##*!!#|SAQ$h~(tk'%Fw!(}([WCU(&~'v%("
     "}(?XDV(&~$65~)^p~%)#%!E%#&$%3~)d*U$1~)k'0&~)n&|~)n}~)k^~)r}~)kj~)r}~)kj~)r}~)n}~)n_|~)n}~)kb~)r}"
     "~)kj~)r}~)kj~)r}~)n}~)n@|~)n}~)kf~)r}~)kj~)r}~)kj~)r}~)n}~)n;|~)n}~)kj~)r}~)kj~)r}~)kj~)r}~)n}~)"
     "n7|~)n}~)kn~)r}~)kj~)r}~)kj~)ru~%5#(%~)n}~)n0|~)n}~)kr~)r}~)kj~)r}~)kj~)rn~)k*(&~)n}~)n+|~)n}~)k"
     "v~)rv~)kp~)rv~)kp~)rg~)k)'!~(i#(#~)nr~)^%0,FFF|~)n}~)kz~)ro~)kw~)ro~)kw~)rc~%8#~#t)'!+&~)m}0%FFF"
     "|~)n}~)k}~)rj~)k}~)rj~)k}~)ra~)n'~)r,~)q6~)mm~)n#|~)nz~)k}~)ri~)k}~)rj~)k}~)rd~)n+~)r@~)nq|~)nw~"
     ")k}~)ri~)k}~)rj~)k}~%`g~)n/~)r;~)nq|~)nt~)k}~&3i~)k}~)rj~)k}~%`n~)n/~)r7~)nq|~)nq~)k}~&3i~)k}~)r"
     "j~)k}~%`u~)r_~)nq|~)nm~)i#~$n$&}~)/}~)6o~)-$~$z}~%$<~(q5~(p$r###~(gh"},
    {family::interleaved_grouped, {16, 36, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~#};%/l&(4%+WCE$:_!$(WC#)F!!E^!#%E!&|SAQ$h~)%k'%Fw!(}([WCU(&~('%(}("
     "?XDV(&~$><~)ko~%/#%!E%'*(%/~)r-U$.~)x'3)~)}'|~)}}~)y^~*%}~)yj~*%}~)yj~*%}~*%1~)}}~)}@|~)}}~)yb~*"
     "%}~)yj~*%}~)yj~*%}(-~)}}~)}@|~)}}~)yf~*%}~)yj~*%}~)yj~*%}()~)}}~)}@|~)}}~)yj~*%}~)yj~*%}~)yj~*%}"
     "~)y&(%~)}}~)}8|~)}}~)yn~*%}~)yj~*%}~)yj~*%x~)y*~*%*~)}}~)}/|~)}}~)yr~*%}~)yj~*%}~)yj~*%q~)y1(&~)"
     "}r~)h%3/~*7#|~)}}~)yv~*%v~)yp~*%v~)yp~*%j~)y0'!~(w#(#~)}}~)}/|~)}}~)yz~*%o~)yw~*%o~)yw~*%f~%;#~$"
     "#0'!2'%#~)}}~)}'|~)}}~)y}~*%j~)y}~*%j~)y}~*%d~)}'~*%31&~){}2$~)}#|~)}z~)y}~*%i~)y}~*%j~)y}~%`g~)"
     "}+~*%:~){}~)}$|~)}w~)y}~&]i~)y}~*%j~)y}~%`n~)]/~*%?~)}u|~)}t~)y}~&]i~)y}~*%j~)y}~%`u~*%f~)}u|~)}"
     "q~)y}~&]i~)y}~*%j~)y}~%`}~*%b~)}u|~)}m~)w#~$}$&}~)>}~)`o~);$~$z}~%$_~)$1'(TB{##%~(si"},
    {family::interleaved_grouped, {16, 37, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$']%+n&(;%'WCE$>b!$+WC#'F!#_!#'E!'|SAQ$h~)1k'%Fw!(}([WCU(&~(3%(}(?"
     "XDV(&~$`_~)xn~%5#%!E%+.,%+~*%0U$+~**'6,~*/(|~*/}~*,^~*3}~*,j~*3}~*,j~*3}(7~*/}~*/c|~*/}~*,b~*3}~"
     "*,j~*3}~*,j~*3}(3~*/}~*/c|~*/}~*,f~*3}~*,j~*3}~*,j~*3}~*,0(%~*/}~*/[|~*/}~*,j~*3}~*,j~*3}~*,j~*3"
     "}~*,0~*3.~*/}~*/3|~*/}~*,n~*3}~*,j~*3}~*,j~*3{~*,1~*3*~*/r~)q$F64!!|~*/}~*,r~*3}~*,j~*3}~*,j~*3t"
     "~*,8(&~*/}~*/3|~*/}~*,v~*3v~*,p~*3v~*,p~*3m~*,7'!~)n#(#~*/}~*/3|~*/}~*,z~*3o~*,w~*3o~*,w~*3i~%?#"
     "~$-7'!2'%#~*/}~*/+|~*/}~*,}~*3j~*,}~*3j~*,}~%`g~*/'~*3:1&~*31~*/w|~*/z~*,}~&ki~*,}~*3j~*,}~%`n~)"
     "^+~*3^~*.fe#~*.4F|~*/w~*,}~&ki~*,}~*3j~*,}~%`u~*3e~*.{~*/%|~*/t~*,}~&ki~*,}~*3j~*,}~%`}~*3i~*/y|"
     "~*/q~*,}~&ki~*,}~*3j~*,}~%`}~*3l~*/y|~*/m~**#~%/$&}~)g}~)no~)e$~$z}~%$f~)2-'.TB~#)##'~)$j"},
    {family::interleaved_grouped, {16, 38, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$-c%'p&(^%#WCE$[e!$.WC#%F!$/'##E!(|SAQ$h~)>k'%Fw!(}([WCU(&~(@%(}(?"
     "XDV(&~$gf~**m~%;#%!E%/20%'~*33U$(~*7'3)$%~*>)|~*>}~*:^~*]}~*:j~*]}~*:j~*]}(>~*>}~*>k|~*>}~*:b~*]"
     "}~*:j~*]}~*:j~*]}~*::(%~*>}~*>d|~*>}~*:f~*]}~*:j~*]}~*:j~*]}~*::~*]2~*>}~*>7|~*>}~*:j~*]}~*:j~*]"
     "}~*:j~*]}~*::~*].~*>r~)z#~*>9~*u#|~*>}~*:n~*]}~*:j~*]}~*:j~*]}~*::~*]*~*>}~*>7|~*>}~*:r~*]}~*:j~"
     "*]}~*:j~*]w~*:@(&~*>}~*>7|~*>}~*:v~*]v~*:p~*]v~*:p~*]p~*:?'!~)}#(#~*>}~*>7|~*>}~*:z~*]o~*:w~*]o~"
     "*:w~%`l~%]#~$7?'!2'%#~*>}~*>/|~*>}~*:}~&yj~*:}~*]j~*:}~%`n~)a'~*]>1&~*]1~*>{|~*>z~*:}~&yi~*:}~*]"
     "j~*:}~%`u~*]v~*>{|~*>w~*:}~&yi~*:}~*]j~*:}~%`}~*]m~*<aE~*<<F|~*>t~*:}~&yi~*:}~*]j~*:}~%`}~*]o~*<"
     "be#~*<9F|~*>q~*:}~&yi~*:}~*]j~*:}~%`}~*]v~*>}F|~*>m~*8#~%>$&}~)u}~)}o~)s$~$z}~%$m~)[)'4TB~#2##)~"
     ")0k"},
    {family::interleaved_grouped, {16, 39, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$3i%#r&(eWCE$@&!Eh!$.9#WC~#s$!#0%6&EEw#!%|SAQ$h~)ek'%Fw!(}([WCU(&~"
     "(g%(}(?XDV(&~$nm~*7l~%]#%!E%3639$~*]3;#$!~*`*3&<)~*f$}!!$|~*g}~*d^~*k}~*dj~*k}~*dj~*k}~*d`(%~*g}"
     "~*gl|~*g}~*db~*k}~*dj~*k}~*dj~*k}~*d`~*k6~*g}~*g;|~*g}~*df~*k}~*dj~*k}~*dj~*k}~*d`~*k2~*go>#EE~*"
     "g4~*]#(%[!F|~*g}~*dj~*k}~*dj~*k}~*dj~*k}~*d`~*k.~*g}~*g;|~*g}~*dn~*k}~*dj~*k}~*dj~*k}~*d`~*k*~*g"
     "}~*g;|~*g}~*dr~*k}~*dj~*k}~*dj~*kz~*db(&~*g}~*g;|~*g}~*dv~*kv~*dp~*kv~*dp~%`s~*da'!~)0#(#~*g}~*g"
     ";|~*g}~*dz~',o~*dw~*ko~*dw~%`s~$]a'!2'~*g}~*g7|~*g}~*d}~',j~*d}~*kj~*d}~%`u~*kx~*g}~*g'|~*gz~*d}"
     "~',i~*d}~*kj~*d}~%`}~*kt~*g}~*g'|~*gw~*d}~',i~*d}~*kj~*d}~%`}~*kw~*g}~*g'|~*gt~*d}~',i~*d}~*kj~*"
     "d}~%`}~*ky~*faE~*f]F|~*gq~*d}~',i~*d}~*kj~*d}~%`}~*ky~%+)~*f?E~*f]F|~*gm~*b#~%g$&}~*(}~*/o~*&$~$"
     "z}~%$t~$(%':~#9##)~({)9#~)<b"},
    {family::interleaved_grouped, {16, 40, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$9ot&(hWCE$am!$.WCWCFF*!&&1##'FFEt#%$!$|SAQ$h~)qk'%Fw!(}([WCU(&~(s"
     "%(}(?XDV(&~$ut~*>jU(&E%7:7~*k3U$!~*m-3#$+~*s%~#8&!%|~*u}~*r^~*y}~*rj~*y}~*rj~*y}~*rj~*y:~*u}~*u@"
     "|~*u}~*rb~*y}~*rj~*y}~*rj~*y}~*rj~*y6~*ukEE,!E~*u7~*f#~*u)F!#|~*u}~*rf~*y}~*rj~*y}~*rj~*y}~*rj~*"
     "y2~*u}~*u@|~*u}~*rj~*y}~*rj~*y}~*rj~*y}~*rj~*y.~*u}~*u@|~*u}~*rn~*y}~*rj~*y}~*rj~*y}~*rj~*y*~*u}"
     "~*u@|~*u}~*rr~*y}~*rj~*y}~*rj~*y}~*rj(&~*u}~*u@|~*u}~*rv~':v~*rp~*yv~*rp~%`z~-ds~*u}~*u;|~*u}~*r"
     "z~':o~*rw~*yo~*rw~%`z~*y}~*u}~*u.|~*u}~*r}~':j~*r}~*yj~*r}~%`}~*y}~*u}~*u*|~*uz~*r}~':i~*r}~*yj~"
     "*r}~%`}~*y}~*u}~*u-|~*uw~*r}~':i~*r}~*yj~*r}~%`}~*y}~*y(~*u}~*u'|~*ut~*r}~':i~*r}~*yj~*r}~%`}~*y"
     "}(*~*t>&#~*tbF|~*uq~*r}~':i~*r}~*yj~*r}~%`}~*y}~*r_~%j&~*y$~*tbF|~*um~*p#~%u$&}~*6}~*>o~*4$~$z}~"
     "%${TB'[DV#)~)e(~%!&~),$~)c_F"},
    {family::interleaved_grouped, {16, 41, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$@uz&(a~#w.$ay!$1EF&!F&%FWC#+Et#%$!!@!|SAQ$h~*!k'%~#e#(}([WCU(&~')"
     "%(}(?~'l#~%`}~*mf~%`#~$/4%+.,%6~*z_U$1~#?%&%~+(%|~+(}~+%^~'d}~+%j~+,}~+%j~%`}~+,_~+%8~+,.~+(}~+("
     "g|~+(}~+%b~'d}~+%j~+,}~+%j~%`}~+,<~+%@~+,*~+(}~+(g|~+(}~+%f~'d}~+%j~+,}~+%j~%`}~+,5~+%b(&~+(}~+("
     "g|~+(}~+%j~'d}~+%j~+,}~+%j~%`}~+,.~+%i~+,b~+(}~+('|~+(}~+%n~'d}~+%j~+,}~+%j~%`}~+,'~+%p~+,^~+(}~"
     "+('|~+(}~+%r~'d}~+%j~+,}~+%j~%`}~%`$~-yz~+(}~+(@|~+(}~+%v~'dv~+%p~+,v~+%p~%`}~-y{~+,7~+(}~+('|~+"
     "(}~+%z~'do~+%w~(:o~+%w~%`}~+,}~+,2~+(}~+('|~+(}~+%}~'dj~+%}~(:j~+%}~%`}~+,}~+,0~+(}~+('|~+(z~+%}"
     "~'di~+%}~(:j~+%}~%`}~+,}~+,3~+(}~+('|~+(w~+%}~'di~+%}~(:j~+%}~%`}~+,}~+,6~+(}~+('|~+(t~+%}~'di~+"
     "%}~(:j~+%}~%`}~+,}(8~+'5E~+'mF|~+(q~+%}~'di~+%}~(:j~+%}~%`}~+,}~+%j~%u&~+'jF|~+(m~+##~&($&}~*`}~"
     "*go~&l$~$z}~%$}~$2''bDV#+~%+*~)ofF"},
    {family::interleaved_grouped, {16, 42, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$a{~#%&(?~$':$[~#%#%!$1F8#&$c!FWC#+Ew#%$!!F!!|SAQ$h~*.k'%~#e#(}([W"
     "CU(&~'*%(}(?XDV(&~$}}~*z`~%`#~$>^E&#%_~+,`U~+-#U$1~#e%&%~+6&|~+6}~+3^~'r}~+3j~+:}~+3j~%`}~+:_~+3"
     "b~+:g~+6}~+6.|~+6}~+3b~'r}~+3j~+:}~+3j~%`}~+:<~+3i~+:c~+6}~+6.|~+6}~+3f~'r}~+3j~+:}~+3j~%`}~+:5~"
     "+3p~+:_~+6}~+6.|~+6}~+3j~'r}~+3j~+:}~+3j~%`}~+:.~+3w~+:@~+6}~+6.|~+6}~+3n~'r}~+3j~+:}~+3j~%`}~%`"
     "+~$u}~+:9~+6}~+6.|~+6}~+3r~'r}~+3j~+:}~+3j~%`}~%`+~+:}~+:5~+6}~+6.|~+6}~+3v~'rv~+3p~(]v~+3p~%`}~"
     ".3}~+:>~+6}~+6.|~+6}~+3z~'ro~+3w~(]o~+3w~%`}~+:}~+:9~+6}~+6.|~+6}~+3}~'rj~+3}~(]j~+3}~%`}~+:}~+:"
     "7~+6}~+6.|~+6z~+3}~'ri~+3}~(]j~+3}~%`}~+:}(9~+6}~+6/|~+6w~+3}~'ri~+3}~(]j~+3}~%`}~+:}~.r[~+6}~+6"
     "+|~+6t~+3}~'ri~+3}~(]j~+3}~%`}~+:}~+3[(%~+5}~+5'F|~+6q~+3}~'ri~+3}~(]j~+3}~%`}~+:}~+3u:%~+5nF|~+"
     "6m~+1#~#q$&}~'/}~'}o~'-$~$z}~%$}~$9.'_~$y&#+~$-)`!F~){58$&&~*!$!$"},
    {family::interleaved_grouped, {16, 43, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$a}'$~#+&(7~$2b$:~#+#%*$.F5#WCe!f#o$#)E/!E!!'#F!$|SAQ$h~*:k'%~#e#("
     "}([WCU(&~'+%(}(?XDV(&~$}}(,~+%9U(&~$gfE&#%;~+9`Ug#~+;%s$$.~#d%~+_$(!~+`%|~+`}~+]^~(%}~+]j~+d}~+]"
     "j~%`}~+d_~+]p~+d_~+`}~+`6|~+`}~+]b~(%}~+]j~+d}~+]j~%`}~+d<~+]w~+d@~+`}~+`6|~+`}~+]f~(%}~+]j~+d}~"
     "+]j~%`}~+d5~+]}~+d>~+`}~+`6|~+`}~+]j~(%}~+]j~+d}~+]j~%`}~%`2~$u}~+d<~+`}~+`6|~+`}~+]n~(%}~+]j~+d"
     "}~+]j~%`}~%`2~$}}~+d8~+`}~+`6|~+`}~+]r~(%}~+]j~(d}~+]j~%`}~%`2~+]}~+d4~+`}~+`6|~+`}~+]v~(%v~+]p~"
     "(dv~+]p~%`}~$}}~+d_~+`}~+`6|~+`}~+]z~(%o~+]w~(do~+]w~%`}~+d}(?~+`}~+`7|~+`}~+]}~(%j~+]}~(dj~+]}~"
     "%`}~+d}~%`[~+`}~+`3|~+`z~+]}~(%i~+]}~(dj~+]}~%`}~+d}~%`c~+`}~+`/|~+`w~+]}~(%i~+]}~(dj~+]}~%`}~+d"
     "}~/%j~+`}~+`+|~+`t~+]}~(%i~+]}~(dj~+]}~%`}~+d}~+]j(%~+_9,'F~+_1F5#FF~+f(!$|~+`q~+]}~(%i~+]}~(dj~"
     "+]}~%`}~+d}~+]}7)~+_cF~+_,E|~+`m~+@#~#t$&}~'>}~((o~';$~$z}~%$}~$[5'>~$z0#)0$~)l&,&~*,:(#~*,)E"},
    {family::interleaved_grouped, {16, 44, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$a}'*~#1&(0~$>n$4~#1#%2$+WC##Eh#((#)E!#(#F&!F!$|SAQ$h~*bk'%~#e#(}("
     "[WCU(&~',%(}(?XDV(&~$}}(3~+22U(&~$utE&#%3~+b`U$%~+^&)($.~+l&)!F'#~+n%|~+n}~+k^~(3}~+kj~+r}~+kj~%"
     "`}~+r_~+k}~+r>~+n}~+n?|~+n}~+kb~(3}~+kj~+r}~+kj~%`}~+r<~+k}~+r[~+n}~+n?|~+n}~+kf~(3}~+kj~+r}~+kj"
     "~%`}~%`9~$u}~+r@~+n}~+n?|~+n}~+kj~(3}~+kj~+r}~+kj~%`}~%`9~$}}~+r;~+n}~+n?|~+n}~+kn~(3}~+kj~(k}~+"
     "kj~%`}~%`9~%(}~+r7~+n}~+n?|~+n}~+kr~(3}~+kj~(k}~+kj~%`}~%`9~+d}(2~+n}~+n@|~+n}~+kv~(3v~+kp~(kv~+"
     "kp~%`}~%(}~%`h~+n}~+n;|~+n}~+kz~(3o~+kw~(ko~+kw~%`}~%(}~%`h~+n}~+n7|~+n}~+k}~(3j~+k}~(kj~+k}~%`}"
     "~%(}~%`j~+n}~+n3|~+nz~+k}~(3i~+k}~(kj~+k}~%`}~%(}~%`q~+n<@$)*$.FFF~+n&'&!#|~+nw~+k}~(3i~+k}~(kj~"
     "+k}~%`}~%(}~/3x~+n}~+n+|~+nt~+k}~(3i~+k}~(kj~+k}~%`}~%(}~+kx(%~+mrF~+m0E|~+nq~+k}~(3i~(,}~(kj~+k"
     "}~%`}~%(}~+k}~+k7>%~+m>F~+m0E|~+nm~+i#~$/$&}~'g}~(/o~'e$~$z}~%$}~$c<'7~${:#'~*:+/$)'~*86F~*8-E"},
    {family::interleaved_grouped, {16, 45, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$a}'0~#7&()~$dz$.~#7#%:$(WC#'Eq#*,.%!#)#FF'!F!!|SAQ$h~*nk'%~#e#(}("
     "[WCU(&~'-%(}(?XDV(&~$}}(:~+@+U(&~$}}(%E&#%+~+oeU$+~+k&,.2'~+z%*!~+{#U~+}$|~+}}~+y^~(]}~+yj~,%}~+"
     "yj~%`}~,%_~+y}~,%_~+}}~+}b|~+}}~+yb~(]}~+yj~,%}~+yj~%`}~%`[~$u}~,%^~+}}~+}b|~+}}~+yf~(]}~+yj~,%}"
     "~+yj~%`}~%`[~$}}~,%?~+}}~+}b|~+}}~+yj~(]}~+yj~(r}~+yj~%`}~%`[~%(}(9~+}}~+}c|~+}}~+yn~(]}~+yj~(r}"
     "~+yj~%`}~%`[~%/}~%`9~+}}~+}_|~+}}~+yr~(]}~+yj~(r}~+yj~%`}~%`[~+k}~%`9~+}}~+}@|~+}}~+yv~(]v~+yp~("
     "rv~+yp~%`}~%/}~%`v~+}}~+};|~+}}~+yz~(]o~+yw~(ro~+yw~%`}~%/}~%`v~+}cf$,02'~+}(((E|~+}}~+y}~(]j~+y"
     "}~(rj~+y}~%`}~%/}~%`x~+}}~+}3|~+}z~+y}~(]i~+y}~(rj~+y}~%`}~%/}~%`}~,%*~+}}(&E|~+}w~+y}~(]i~+y}~("
     "rj~+y}~%`}~%/}~+y}~,%-~+}}(&E|~+}t~+y}~(]i~(:}~(rj~+y}~%`}~%/}~+y}(/~+{q~+}#~+{.E|~+}q~+y}~(]i~("
     ":}~(rj~+y}~%`}~%/}~+y}~+yd[%~+{9F~+{1E|~+}m~+w#~$/$&}~'u}~(6o~'s$~$z}~%$}~$j_'1~$}`#%~*b15',*~*`"
     ")F~*`1E"},
    {family::interleaved_grouped, {16, 46, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$a}'6~#>&~$c}',$(~#>#%^$%WC#-E}#((3%!%+!FF&$F|SAQ$h~*zk'%~#e#(}([W"
     "CU(&~'.%(}(?XDV(&~$}}(]~#u%(&~$}}(3E&#%#~+}jU$4~,!&)(7'~,-'U~,.$'#F|~,/}~,,^~(k}~,,j~,3}~,,j~%`}"
     "~%`c~$u}~,3a~,/}~,/j|~,/}~,,b~(k}~,,j~,3}~,,j~%`}~%`c~$}}([~,/}~,/k|~,/}~,,f~(k}~,,j~(y}~,,j~%`}"
     "~%`c~%(}~%`[~,/}~,/g|~,/}~,,j~(k}~,,j~(y}~,,j~%`}~%`c~%/}~%`[~,/}~,/c|~,/}~,,n~(k}~,,j~(y}~,,j~%"
     "`}~%`c~%6}~%`[~,/}~,/_|~,/}~,,r~(k}~,,j~(y}~,,j~%`}~%`c~,%}~%`[~,/qt$)*7&~,/*''E|~,/}~,,v~(kv~,,"
     "p~(yv~,,p~%`}~%6}~%`}~,3;~,/}'&E|~,/}~,,z~(ko~,,w~(yo~,,w~%`}~%6}~%`}~,37~,/}'&E|~,/}~,,}~(kj~,,"
     "}~(yj~,,}~%`}~%6}~%`}~,35~,/}'&E|~,/z~,,}~(ki~,,}~(yj~,,}~%`}~%6}~%`}~,38~,/}'&E|~,/w~,,}~(ki~(d"
     "}~(yj~,,}~%`}~%6}~,,}~,3;~,/}'&E|~,/t~,,}~(ki~(d}~(yj~,,}~%`}~%6}~,,}(>~,.p~,/&~,.,E|~,/q~,,}~(k"
     "i~(d}~(yj~(d}~%`}(}~,3<~%`}~,,@b%~,.2~,/%~,.-E|~,/m~,*#~$/$&}~((}~(>o~(&$~$z}~%$}~$qf'+~%!j##~*n"
     ":?$)'~*l(~*m$~*l.E"},
    {family::interleaved_grouped, {16, 47, 2, 0, 0}, false, placement::loop, true,
     "AQ#>TBR$hXDVFAQ'}'8WCETBR'}'8~$a}'<~$b}'8$!~#_#%f$!WC#1E~#*#,*E!'1!F!!(!|SAQ$h~++k'%Fw!(}([WCU(&"
     "~'/%(}(?~'8#~%`}~%`j~$u}(c~,.pU$:~,8&/+~,;*U~,<&UE|~,>}~,:^~(y}~,:j~,]}~,:j~%`}~/y}(}~%`5~,>}~,>"
     "o|~,>}~,:b~(y}~,:j~)%}~,:j~%`}~/y}(}~%`5~,>}~,>k|~,>}~,:f~(y}~,:j~)%}~,:j~%`}~/y}(}~%`5~,>}~,>g|"
     "~,>}~,:j~(y}~,:j~)%}~,:j~%`}~/y}~%`}~%`5~,>}~#$$/)~,>#F~,>+)'|~,>}~,:n~(y}~,:j~)%}~,:j~%`}~/y}~%"
     "`}~%65~,>}~,>_|~,>}~,:r~(y}~,:j~)%}~,:j~%`}~/y}~%`}~,]i~,>})'|~,>}~,:v~(yv~,:p~)%v~,:p~%`}~%>}~%"
     "`}~,]e~,>})'|~,>}~,:z~(yo~,:w~)%o~,:w~%`}~%>}~%`}~,]a~,>})'|~,>}~,:}~(yj~,:}~)%j~,:}~%`}~%>}~%`}"
     "~,]_~,>})'|~,>z~,:}~(yi~(r}~)%j~,:}~%`}~%>}~%`}~,]b~,>})'|~,>w~,:}~(yi~(r}~)%j~(r}~%`}~%>}~,:}~,"
     "]e~,>})'|~,>t~,:}~(yi~(r}~)%j~(r}~%`}(}~/y}(g~,<k/#~,<4E|~,>q~,:}~(yi~(r}~)%j~(r}~%`}(}~/y}~,:}$"
     "+e&~,<.~,>'~,<,E|~,>m~,8#~$/$&}~(6}~(`o~(4$~$z}~%$}~$xm~%#z~*z^`*u%~*y'~*x-E"},
    {family::zb_h1, {13, 1, 1, 0, 0}, false, placement::loop, true,
     "AQWCE|S'#UE|(&|=|=|=|=|=|=|=|=|=|SA&!"},
    {family::zb_h1, {13, 2, 1, 0, 0}, false, placement::loop, true,
     "AQAQWCE$!|SAQ$!WCU.!UE|/-|=|=|=|=|=|=|=|=|=|SACU%#EE"},
    {family::zb_h1, {13, 3, 1, 0, 0}, false, placement::loop, true,
     "AQ##WCE$%|SAQ$%WCU1!%%|64|=|=|=|=|=|=|=|=|=|SACU%'EEE"},
    {family::zb_h1, {13, 4, 1, 0, 0}, false, placement::loop, true,
     "AQ#%WCE$(|SAQ$(WCU4!%)|>;|=|=|=|=|=|=|=|=|:/`*E|SA1#%)E!!"},
    {family::zb_h1, {13, 5, 1, 0, 0}, false, placement::loop, true,
     "AQ#'WCE$+|SAQ$+WCU7!%-|`^|=|=|=|=|=|=|=|]2g.E|]5c*EE|SA2#%-8!EE"},
    {family::zb_h1, {13, 6, 1, 0, 0}, false, placement::loop, true,
     "AQ#)WCE$.|SAQ$.WCU:!%1|ge|=|=|=|=|=|=|d5n2E|d8j.EE|d;j*!!|SA3#%1>#EE"},
    {family::zb_h1, {13, 7, 1, 0, 0}, false, placement::loop, true,
     "AQ#+WCE$1|SAQ$1WCU>!%5|nl|=|=|=|=|=|k8u6E|k;q2EE|k?q.!!|k]q*!#|SA4#%5^$EE"},
    {family::zb_h1, {13, 8, 1, 0, 0}, false, placement::loop, true,
     "AQ#-WCE$4|SAQ$4WCU[!%9|us|=|=|=|=|r;}:E|r?x6EE|r]x2!!|r`x.!#|rcx*!$|SA5#%9c%EE"},
    {family::zb_h1, {13, 9, 1, 0, 0}, false, placement::loop, true,
     "AQ#/WCE$7|SAQ$7WCU_!%>|}z|=|=|=|y?~#(?E|y]~#$:EE|y`~#$6!!|yc~#$2!#|yf~#$.!$|yie){%E|SA6#%>h&EE"},
    {family::zb_h1, {13, 10, 1, 0, 0}, false, placement::loop, true,
     "AQ#1WCE$:|SAQ$:WCUb!%]|~#(}%$|=|=|~#%]~#/^E|~#%`~#+?EE|~#%c~#+:!!|~#%f~#+6!#|~#%i~#+2!$|~#%l~#+."
     "!%|~#%ok)~#'&E|SA7#%]m'EE"},
    {family::zb_h1, {13, 11, 1, 0, 0}, false, placement::loop, true,
     "AQ#3WCE$>|SAQ$>WCUe!%a|~#/}%+|=|~#,`~#6bE|~#,c~#2^EE|~#,f~#2?!!|~#,i~#2:!#|~#,l~#26!$|~#,o~#22!%"
     "|~#,r~#2.!&|~#,uq)~#.'E|SA8#%ar(EE"},
    {family::zb_h1, {13, 12, 1, 0, 0}, false, placement::loop, true,
     "AQ#5WCE$[|SAQ$[WCUh!%e|~#6}%2|~#3c~#>fE|~#3f~#9bEE|~#3i~#9^!!|~#3l~#9?!#|~#3o~#9:!$|~#3r~#96!%|~"
     "#3u~#92!&|~#3.~#2h~#8.!(|~#3z~#9*!)|SA:#%ex*E"},
    {family::zb_h1, {13, 13, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE$_|SAQ$_WCUk!%i|~#:f~#`jE|~#:i~#[fEE|~#:l~#[b!!|~#:o~#[^!#|~#:r~#[?!$|~#:u~#[:!%|~#:4~#9b"
     "~#@6!'|~#:z~#[2!(|~#:}~#[/!)|~#:}~#[.!*|SA;#%i}*EE"},
    {family::zb_h1, {13, 14, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE&$$_|SAQ$_WCUk!Ul#,'%c|~#]f+&~#cjE|~#]i~#cmEE|~#]l~#ci!!|~#]o~#ce!#|~#]r~#ca!$|~#]u~#c]!%"
     "|~#]x~#c>!&|~#]{~#c9!'|~#].~#[n~#b5!)|~#]}~#c5!*|SA^#%ir$~#'+E"},
    {family::zb_h1, {13, 15, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE&)$_|SAQ$_WCUk!Ul#(*%g|~#df~#c-~#jjE|~#di~#jtEE|~#dl~#jp!!|~#do~#jl!#|~#dr~#jh!$|~#du~#jd"
     "!%|~#dx~#j`!&|~#d{~#j[!'|~#d.~#cn~#i<!)|~#d}~#j<!*|SAe#%ir$&%!+"},
    {family::zb_h1, {14, 1, 1, 0, 0}, false, placement::loop, true,
     "AQWCE|S'#UE|(&|=|=|=|=|=|=|=|=|=|=|SA&!"},
    {family::zb_h1, {14, 2, 1, 0, 0}, false, placement::loop, true,
     "AQAQWCE$!|SAQ$!WCU.!UE|/-|=|=|=|=|=|=|=|=|=|=|SACU%#EE"},
    {family::zb_h1, {14, 3, 1, 0, 0}, false, placement::loop, true,
     "AQ##WCE$%|SAQ$%WCU1!%%|64|=|=|=|=|=|=|=|=|=|=|SACU%'EEE"},
    {family::zb_h1, {14, 4, 1, 0, 0}, false, placement::loop, true,
     "AQ#%WCE$(|SAQ$(WCU4!%)|>;|=|=|=|=|=|=|=|=|=|:/`*E|SA1#%)E!!"},
    {family::zb_h1, {14, 5, 1, 0, 0}, false, placement::loop, true,
     "AQ#'WCE$+|SAQ$+WCU7!%-|`^|=|=|=|=|=|=|=|=|]2g.E|]5c*EE|SA2#%-8!EE"},
    {family::zb_h1, {14, 6, 1, 0, 0}, false, placement::loop, true,
     "AQ#)WCE$.|SAQ$.WCU:!%1|ge|=|=|=|=|=|=|=|d5n2E|d8j.EE|d;j*!!|SA3#%1>#EE"},
    {family::zb_h1, {14, 7, 1, 0, 0}, false, placement::loop, true,
     "AQ#+WCE$1|SAQ$1WCU>!%5|nl|=|=|=|=|=|=|k8u6E|k;q2EE|k?q.!!|k]q*!#|SA4#%5^$EE"},
    {family::zb_h1, {14, 8, 1, 0, 0}, false, placement::loop, true,
     "AQ#-WCE$4|SAQ$4WCU[!%9|us|=|=|=|=|=|r;}:E|r?x6EE|r]x2!!|r`x.!#|rcx*!$|SA5#%9c%EE"},
    {family::zb_h1, {14, 9, 1, 0, 0}, false, placement::loop, true,
     "AQ#/WCE$7|SAQ$7WCU_!%>|}z|=|=|=|=|y?~#(?E|y]~#$:EE|y`~#$6!!|yc~#$2!#|yf~#$.!$|yie){%E|SA6#%>h&EE"},
    {family::zb_h1, {14, 10, 1, 0, 0}, false, placement::loop, true,
     "AQ#1WCE$:|SAQ$:WCUb!%]|~#(}%$|=|=|=|~#%]~#/^E|~#%`~#+?EE|~#%c~#+:!!|~#%f~#+6!#|~#%i~#+2!$|~#%l~#"
     "+.!%|~#%ok)~#'&E|SA7#%]m'EE"},
    {family::zb_h1, {14, 11, 1, 0, 0}, false, placement::loop, true,
     "AQ#3WCE$>|SAQ$>WCUe!%a|~#/}%+|=|=|~#,`~#6bE|~#,c~#2^EE|~#,f~#2?!!|~#,i~#2:!#|~#,l~#26!$|~#,o~#22"
     "!%|~#,r~#2.!&|~#,uq)~#.'E|SA8#%ar(EE"},
    {family::zb_h1, {14, 12, 1, 0, 0}, false, placement::loop, true,
     "AQ#5WCE$[|SAQ$[WCUh!%e|~#6}%2|=|~#3c~#>fE|~#3f~#9bEE|~#3i~#9^!!|~#3l~#9?!#|~#3o~#9:!$|~#3r~#96!%"
     "|~#3u~#92!&|~#3x~#9.!'|~#3+~#2n~#8*!)|SA:#%ex*E"},
    {family::zb_h1, {14, 13, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE$_|SAQ$_WCUk!%i|~#>}%9|~#:f~#`jE|~#:i~#[fEE|~#:l~#[b!!|~#:o~#[^!#|~#:r~#[?!$|~#:u~#[:!%|~"
     "#:x~#[6!&|~#:1~#9h~#@2!(|~#:}~#[/!)|~#:}~#[.!*|SA;#%i}*EE"},
    {family::zb_h1, {14, 14, 1, 0, 0}, false, placement::loop, true,
     "AQ#9WCE$b|SAQ$bWCUn!%m|~#]i~#gnE|~#]l~#cjEE|~#]o~#cf!!|~#]r~#cb!#|~#]u~#c^!$|~#]x~#c?!%|~#]7~#[b"
     "~#b:!'|~#]}~#c7!(|~#]}~#c6!)|~#]}~#c5!*|~#]}~#c4!+|SA<#%m~#',E"},
    {family::zb_h1, {14, 15, 1, 0, 0}, false, placement::loop, true,
     "AQ#9WCE&$$b|SAQ$bWCUn!Uo#,'%g|~#di+&~#jnE|~#dl~#jqEE|~#do~#jm!!|~#dr~#ji!#|~#du~#je!$|~#dx~#ja!%"
     "|~#d{~#j]!&|~#d}~#j@!'|~#d}~#j?!(|~#d.~#ct~#i5!*|~#d}~#j;!+|SA_#%mv$~#,,E"},
    {family::zb_h1, {14, 16, 1, 0, 0}, false, placement::loop, true,
     "AQ#9WCE&)$b|SAQ$bWCUn!Uo#(*%k|~#ki~#j-~#qnE|~#kl~#qxEE|~#ko~#qt!!|~#kr~#qp!#|~#ku~#ql!$|~#kx~#qh"
     "!%|~#k{~#qd!&|~#k}~#qb!'|~#k}~#qa!(|~#k.~#jt~#p<!*|~#k}~#q^!+|SAf#%mv$&%!,"},
    {family::zb_h1, {15, 1, 1, 0, 0}, false, placement::loop, true,
     "AQWCE|S'#UE|(&|=|=|=|=|=|=|=|=|=|=|=|SA&!"},
    {family::zb_h1, {15, 2, 1, 0, 0}, false, placement::loop, true,
     "AQAQWCE$!|SAQ$!WCU.!UE|/-|=|=|=|=|=|=|=|=|=|=|=|SACU%#EE"},
    {family::zb_h1, {15, 3, 1, 0, 0}, false, placement::loop, true,
     "AQ##WCE$%|SAQ$%WCU1!%%|64|=|=|=|=|=|=|=|=|=|=|=|SACU%'EEE"},
    {family::zb_h1, {15, 4, 1, 0, 0}, false, placement::loop, true,
     "AQ#%WCE$(|SAQ$(WCU4!%)|>;|=|=|=|=|=|=|=|=|=|=|:/`*E|SA1#%)E!!"},
    {family::zb_h1, {15, 5, 1, 0, 0}, false, placement::loop, true,
     "AQ#'WCE$+|SAQ$+WCU7!%-|`^|=|=|=|=|=|=|=|=|=|]2g.E|]5c*EE|SA2#%-8!EE"},
    {family::zb_h1, {15, 6, 1, 0, 0}, false, placement::loop, true,
     "AQ#)WCE$.|SAQ$.WCU:!%1|ge|=|=|=|=|=|=|=|=|d5n2E|d8j.EE|d;j*!!|SA3#%1>#EE"},
    {family::zb_h1, {15, 7, 1, 0, 0}, false, placement::loop, true,
     "AQ#+WCE$1|SAQ$1WCU>!%5|nl|=|=|=|=|=|=|=|k8u6E|k;q2EE|k?q.!!|k]q*!#|SA4#%5^$EE"},
    {family::zb_h1, {15, 8, 1, 0, 0}, false, placement::loop, true,
     "AQ#-WCE$4|SAQ$4WCU[!%9|us|=|=|=|=|=|=|r;}:E|r?x6EE|r]x2!!|r`x.!#|rcx*!$|SA5#%9c%EE"},
    {family::zb_h1, {15, 9, 1, 0, 0}, false, placement::loop, true,
     "AQ#/WCE$7|SAQ$7WCU_!%>|}z|=|=|=|=|=|y?~#(?E|y]~#$:EE|y`~#$6!!|yc~#$2!#|yf~#$.!$|yie){%E|SA6#%>h&"
     "EE"},
    {family::zb_h1, {15, 10, 1, 0, 0}, false, placement::loop, true,
     "AQ#1WCE$:|SAQ$:WCUb!%]|~#(}%$|=|=|=|=|~#%]~#/^E|~#%`~#+?EE|~#%c~#+:!!|~#%f~#+6!#|~#%i~#+2!$|~#%l"
     "~#+.!%|~#%ok)~#'&E|SA7#%]m'EE"},
    {family::zb_h1, {15, 11, 1, 0, 0}, false, placement::loop, true,
     "AQ#3WCE$>|SAQ$>WCUe!%a|~#/}%+|=|=|=|~#,`~#6bE|~#,c~#2^EE|~#,f~#2?!!|~#,i~#2:!#|~#,l~#26!$|~#,o~#"
     "22!%|~#,r~#2.!&|~#,uq)~#.'E|SA8#%ar(EE"},
    {family::zb_h1, {15, 12, 1, 0, 0}, false, placement::loop, true,
     "AQ#5WCE$[|SAQ$[WCUh!%e|~#6}%2|=|=|~#3c~#>fE|~#3f~#9bEE|~#3i~#9^!!|~#3l~#9?!#|~#3o~#9:!$|~#3r~#96"
     "!%|~#3u~#92!&|~#3x~#9.!'|~#3{w)~#5(E|SA9#%ew)EE"},
    {family::zb_h1, {15, 13, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE$_|SAQ$_WCUk!%i|~#>}%9|=|~#:f~#`jE|~#:i~#[fEE|~#:l~#[b!!|~#:o~#[^!#|~#:r~#[?!$|~#:u~#[:!%"
     "|~#:x~#[6!&|~#:{~#[2!'|~#:.~#9n~#@.!)|~#:}~#[.!*|SA;#%i}*EE"},
    {family::zb_h1, {15, 14, 1, 0, 0}, false, placement::loop, true,
     "AQ#9WCE$b|SAQ$bWCUn!%m|~#`}%[|~#]i~#gnE|~#]l~#cjEE|~#]o~#cf!!|~#]r~#cb!#|~#]u~#c^!$|~#]x~#c?!%|~"
     "#]{~#c:!&|~#]4~#[h~#b6!(|~#]}~#c6!)|~#]}~#c5!*|~#]}~#c4!+|SA<#%m~#',E"},
    {family::zb_h1, {15, 15, 1, 0, 0}, false, placement::loop, true,
     "AQ#;WCE$e|SAQ$eWCUq!%q|~#dl~#nrE|~#do~#jnEE|~#dr~#jj!!|~#du~#jf!#|~#dx~#jb!$|~#d{~#j^!%|~#d:~#cb"
     "~#i?!'|~#d}~#j?!(|~#d}~#j>!)|~#d}~#j<!*|~#d}~#j;!+|~#d}~#j:!,|SA>#%q~#,-E"},
    {family::zb_h1, {15, 16, 1, 0, 0}, false, placement::loop, true,
     "AQ#;WCE&$$e|SAQ$eWCUq!Ur#,'%k|~#kl+&~#qrE|~#ko~#quEE|~#kr~#qq!!|~#ku~#qm!#|~#kx~#qi!$|~#k{~#qe!%"
     "|~#k}~#qc!&|~#k}~#qb!'|~#k}~#qa!(|~#k1~#jt~#p9!*|~#k}~#q^!+|~#k}~#q]!,|SA`#%qz$~#1-E"},
    {family::zb_h1, {15, 17, 1, 0, 0}, false, placement::loop, true,
     "AQ#;WCE&)$e|SAQ$eWCUq!Ur#(*%o|~#rl~#q-~#xrE|~#ro~#x}EE|~#rr~#xx!!|~#ru~#xt!#|~#rx~#xp!$|~#r{~#xl"
     "!%|~#r}~#xj!&|~#r}~#xi!'|~#r}~#xh!(|~#r1~#qt~#w[!*|~#r}~#xe!+|~#r}~#xd!,|SAg#%qz$&%!-"},
    {family::zb_h1, {16, 1, 1, 0, 0}, false, placement::loop, true,
     "AQWCE|S'#UE|(&|=|=|=|=|=|=|=|=|=|=|=|=|SA&!"},
    {family::zb_h1, {16, 2, 1, 0, 0}, false, placement::loop, true,
     "AQAQWCE$!|SAQ$!WCU.!UE|/-|=|=|=|=|=|=|=|=|=|=|=|=|SACU%#EE"},
    {family::zb_h1, {16, 3, 1, 0, 0}, false, placement::loop, true,
     "AQ##WCE$%|SAQ$%WCU1!%%|64|=|=|=|=|=|=|=|=|=|=|=|=|SACU%'EEE"},
    {family::zb_h1, {16, 4, 1, 0, 0}, false, placement::loop, true,
     "AQ#%WCE$(|SAQ$(WCU4!%)|>;|=|=|=|=|=|=|=|=|=|=|=|:/`*E|SA1#%)E!!"},
    {family::zb_h1, {16, 5, 1, 0, 0}, false, placement::loop, true,
     "AQ#'WCE$+|SAQ$+WCU7!%-|`^|=|=|=|=|=|=|=|=|=|=|]2g.E|]5c*EE|SA2#%-8!EE"},
    {family::zb_h1, {16, 6, 1, 0, 0}, false, placement::loop, true,
     "AQ#)WCE$.|SAQ$.WCU:!%1|ge|=|=|=|=|=|=|=|=|=|d5n2E|d8j.EE|d;j*!!|SA3#%1>#EE"},
    {family::zb_h1, {16, 7, 1, 0, 0}, false, placement::loop, true,
     "AQ#+WCE$1|SAQ$1WCU>!%5|nl|=|=|=|=|=|=|=|=|k8u6E|k;q2EE|k?q.!!|k]q*!#|SA4#%5^$EE"},
    {family::zb_h1, {16, 8, 1, 0, 0}, false, placement::loop, true,
     "AQ#-WCE$4|SAQ$4WCU[!%9|us|=|=|=|=|=|=|=|r;}:E|r?x6EE|r]x2!!|r`x.!#|rcx*!$|SA5#%9c%EE"},
    {family::zb_h1, {16, 9, 1, 0, 0}, false, placement::loop, true,
     "AQ#/WCE$7|SAQ$7WCU_!%>|}z|=|=|=|=|=|=|y?~#(?E|y]~#$:EE|y`~#$6!!|yc~#$2!#|yf~#$.!$|yie){%E|SA6#%>"
     "h&EE"},
    {family::zb_h1, {16, 10, 1, 0, 0}, false, placement::loop, true,
     "AQ#1WCE$:|SAQ$:WCUb!%]|~#(}%$|=|=|=|=|=|~#%]~#/^E|~#%`~#+?EE|~#%c~#+:!!|~#%f~#+6!#|~#%i~#+2!$|~#"
     "%l~#+.!%|~#%ok)~#'&E|SA7#%]m'EE"},
    {family::zb_h1, {16, 11, 1, 0, 0}, false, placement::loop, true,
     "AQ#3WCE$>|SAQ$>WCUe!%a|~#/}%+|=|=|=|=|~#,`~#6bE|~#,c~#2^EE|~#,f~#2?!!|~#,i~#2:!#|~#,l~#26!$|~#,o"
     "~#22!%|~#,r~#2.!&|~#,uq)~#.'E|SA8#%ar(EE"},
    {family::zb_h1, {16, 12, 1, 0, 0}, false, placement::loop, true,
     "AQ#5WCE$[|SAQ$[WCUh!%e|~#6}%2|=|=|=|~#3c~#>fE|~#3f~#9bEE|~#3i~#9^!!|~#3l~#9?!#|~#3o~#9:!$|~#3r~#"
     "96!%|~#3u~#92!&|~#3x~#9.!'|~#3{w)~#5(E|SA9#%ew)EE"},
    {family::zb_h1, {16, 13, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE$_|SAQ$_WCUk!%i|~#>}%9|=|=|~#:f~#`jE|~#:i~#[fEE|~#:l~#[b!!|~#:o~#[^!#|~#:r~#[?!$|~#:u~#[:"
     "!%|~#:x~#[6!&|~#:{~#[2!'|~#:}~#[0!(|~#:+~#9t~#@*!*|SA;#%i}*EE"},
    {family::zb_h1, {16, 14, 1, 0, 0}, false, placement::loop, true,
     "AQ#9WCE$b|SAQ$bWCUn!%m|~#`}%[|=|~#]i~#gnE|~#]l~#cjEE|~#]o~#cf!!|~#]r~#cb!#|~#]u~#c^!$|~#]x~#c?!%"
     "|~#]{~#c:!&|~#]}~#c8!'|~#]1~#[n~#b2!)|~#]}~#c5!*|~#]}~#c4!+|SA<#%m~#',E"},
    {family::zb_h1, {16, 15, 1, 0, 0}, false, placement::loop, true,
     "AQ#;WCE$e|SAQ$eWCUq!%q|~#g}%c|~#dl~#nrE|~#do~#jnEE|~#dr~#jj!!|~#du~#jf!#|~#dx~#jb!$|~#d{~#j^!%|~"
     "#d}~#j[!&|~#d7~#ch~#i:!(|~#d}~#j>!)|~#d}~#j<!*|~#d}~#j;!+|~#d}~#j:!,|SA>#%q~#,-E"},
    {family::zb_h1, {16, 16, 1, 0, 0}, false, placement::loop, true,
     "AQ#>WCE$h|SAQ$hWCUt!%u|~#ko~#uvE|~#kr~#qrEE|~#ku~#qn!!|~#kx~#qj!#|~#k{~#qf!$|~#k}~#qd!%|~#k>~#jb"
     "~#p^!'|~#k}~#qa!(|~#k}~#q`!)|~#k}~#q_!*|~#k}~#q^!+|~#k}~#q]!,|~#k}~#q[!-|SA?#%u~#1.E"},
    {family::zb_h1, {16, 17, 1, 0, 0}, false, placement::loop, true,
     "AQ#>WCE&$$h|SAQ$hWCUt!Uu#,'%o|~#ro+&~#xvE|~#rr~#xyEE|~#ru~#xu!!|~#rx~#xq!#|~#r{~#xm!$|~#r}~#xk!%"
     "|~#r}~#xj!&|~#r}~#xi!'|~#r}~#xh!(|~#r}~#xg!)|~#r1~#qz~#w9!+|~#r}~#xd!,|~#r}~#xc!-|SAa#%u~##$~#6."
     "E"},
    {family::zb_h1, {16, 18, 1, 0, 0}, false, placement::loop, true,
     "AQ#>WCE&)$h|SAQ$hWCUt!Uu#(*%s|~#yo~#x-~$$vE|~#yr~$$}%#EE|~#yu~$$}!!|~#yx~$$x!#|~#y{~$$t!$|~#y}~$"
     "$r!%|~#y}~$$q!&|~#y}~$$p!'|~#y}~$$o!(|~#y}~$$n!)|~#y1~#xz~$#[!+|~#y}~$$k!,|~#y}~$$j!-|SAh#%u~##$"
     "&%!."},
    {family::zb_h2, {13, 1, 1, 0, 0}, false, placement::loop, true,
     "AQWCE|S'#UE|(&|=|=|=|=|=|=|=|=|=|SA&!"},
    {family::zb_h2, {13, 2, 1, 0, 0}, false, placement::loop, true,
     "AQAQWCE$!|SAQ$!WCU.!UE|/-|=|=|=|=|=|=|=|=|=|SACU%#EE"},
    {family::zb_h2, {13, 3, 1, 0, 0}, false, placement::loop, true,
     "AQ##WCE$%|SAQ$%WCU1!%%|64|=|=|=|=|=|=|=|=|=|SACU%'EEE"},
    {family::zb_h2, {13, 4, 1, 0, 0}, false, placement::loop, true,
     "AQ#%WCE$(|SAQ$(WCU4!%)|>;|=|=|=|=|=|=|=|=|:+[.E|SA5#%)E!!"},
    {family::zb_h2, {13, 5, 1, 0, 0}, false, placement::loop, true,
     "AQ#'WCE$+|SAQ$+WCU7!%-|`^|=|=|=|=|=|=|=|=|?+'+^(EE|SA6#%-8!EE"},
    {family::zb_h2, {13, 6, 1, 0, 0}, false, placement::loop, true,
     "AQ#)WCE$.|SAQ$.WCU:!%1|ge|=|=|=|=|=|=|=|d1j6E|a1m4!!|SA7#%1>#EE"},
    {family::zb_h2, {13, 7, 1, 0, 0}, false, placement::loop, true,
     "AQ#+WCE$1|SAQ$1WCU>!%5|nl|=|=|=|=|=|=|=|h1'+l0EE|h7t4!#|SA8#%5^$EE"},
    {family::zb_h2, {13, 8, 1, 0, 0}, false, placement::loop, true,
     "AQ#-WCE$4|SAQ$4WCU[!%9|us|=|=|=|=|=|=|r7x?E|o7{<!!|o>{4!$|SA9#%9c%EE"},
    {family::zb_h2, {13, 9, 1, 0, 0}, false, placement::loop, true,
     "AQ#/WCE$7|SAQ$7WCU_!%>|}z|=|=|=|=|=|=|v7'+z8EE|v>~#'<!#|v_~#'4!%|SA:#%>h&EE"},
    {family::zb_h2, {13, 10, 1, 0, 0}, false, placement::loop, true,
     "AQ#1WCE$:|SAQ$:WCUb!%]|~#(}%$|=|=|=|=|=|~#%>~#+bE|~#!>~#.`!!|~#!_~#.<!$|~#!e~#.4!&|SA;#%]m'EE"},
    {family::zb_h2, {13, 11, 1, 0, 0}, false, placement::loop, true,
     "AQ#3WCE$>|SAQ$>WCUe!%a|~#/}%+|=|=|=|=|=|~#)>'+~#-[EE|~#)_~#5`!#|~#)e~#5<!%|~#)k~#54!'|SA<#%ar(EE"},
    {family::zb_h2, {13, 12, 1, 0, 0}, false, placement::loop, true,
     "AQ#5WCE$[|SAQ$[WCUh!%e|~#6}%2|=|=|=|=|~#3_~#9jE|~#0_~#<h!!|~#0e~#<`!$|~#0k~#<<!&|~#0q~#<4!(|SA>#"
     "%ew)EE"},
    {family::zb_h2, {13, 13, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE$_|SAQ$_WCUk!%i|~#>}%9|=|=|=|=|~#7_'+~#;dEE|~#7e~#_h!#|~#7k~#_`!%|~#7q~#_<!'|~#7w~#_4!)|S"
     "A?#%i}*EE"},
    {family::zb_h2, {13, 14, 1, 0, 0}, false, placement::loop, true,
     "AQ#9WCE$b|SAQ$bWCUn!%m|~#`}%[|=|=|=|~#]e~#crE|~#?e~#fp!!|~#?k~#fh!$|~#?q~#f`!&|~#?w~#f<!(|~#?}~#"
     "f5!*|SA@#%m~#&+EE"},
    {family::zb_h2, {13, 15, 1, 0, 0}, false, placement::loop, true,
     "AQ#;WCE$e|SAQ$eWCUq!%q|~#g}%c|=|=|=|~#ae'+~#elEE|~#ak~#mp!#|~#aq~#mh!%|~#aw~#m`!'|~#a}~#m>!)|~#a"
     "}~#m;!+|SA[#%q~#+,EE"},
    {family::zb_h2, {13, 16, 1, 0, 0}, false, placement::loop, true,
     "AQ#>WCE$h|SAQ$hWCUt!%u|~#n}%j|=|=|~#kk~#qzE|~#hk~#tx!!|~#hq~#tp!$|~#hw~#th!&|~#h}~#ta!(|~#h}~#t_"
     "!*|~#h}~#t]!,|SA]#%u~#0-EE"},
    {family::zb_h2, {13, 17, 1, 0, 0}, false, placement::loop, true,
     "AQ#@WCE$k|SAQ$kWCUw!%y|~#u}%q|=|=|~#ok'+~#stEE|~#oq~#{x!#|~#ow~#{p!%|~#o}~#{i!'|~#o}~#{g!)|~#o}~"
     "#{e!+|~#o}~#{c!-|SA^#%y~#5.EE"},
    {family::zb_h2, {13, 18, 1, 0, 0}, false, placement::loop, true,
     "AQ#]WCE$n|SAQ$nWCUz!%}E|~#}}%x|=|~#yq~$$}%%E|~#vq~$'}%#!!|~#vw~$'x!$|~#v}~$'q!&|~#v}~$'o!(|~#v}~"
     "$'m!*|~#v}~$'k!,|~#v}~$'i!.|SA_#%}~#:0EE"},
    {family::zb_h2, {13, 19, 1, 0, 0}, false, placement::loop, true,
     "AQ#_WCE$q|SAQ$qWCUE%}%&|~$(}%}%!|=|~$!q'+~$&}EE|~$!w~$.}~$&%EE|~$!}~$.y!%|~$!}~$.w!'|~$!}~$.u!)|"
     "~$!}~$.s!+|~$!}~$.q!-|~$!}~$.o!/|SA`#%}%$~#@0EE"},
    {family::zb_h2, {13, 20, 1, 0, 0}, false, placement::loop, true,
     "AQ#aWCE$t|SAQ$tWCUE%}%*|~$/}%}%)|~$,w~$2}%-E|~$)w~$5}%+!!|~$)}~$5}~$-'EE|=|=|~$)}~$5{!*|~$)}~$5y"
     "!,|~$)}~$5w!.|~$)}~$5u!0|SAa#%}%(~#`1EE"},
    {family::zb_h2, {13, 21, 1, 0, 0}, false, placement::loop, true,
     "AQ#cWCE$w|SAQ$wWCUE%}%.|~$6}~$&}%0|~$0w'+~$,}%'EE|~$0}~$<}~$4.EE|=|=|=|=|=|=|~$0}~$<{!1|SAb#%}%,"
     "~#e2EE"},
    {family::zb_h2, {13, 22, 1, 0, 0}, false, placement::loop, true,
     "AQ#eWCE$z|SAQ$zWCUE%}%2|~$:}U~$[}%5E|~$7}',~$3}%'!!|~$7}~$_}~$;5EE|=|=|=|=|=|=|=|SAc#%}%0~#j3EE"},
    {family::zb_h2, {13, 23, 1, 0, 0}, false, placement::loop, true,
     "AQ#gWCE$}E|SAQ$}QWCUE%}%6|~$?}U'+~$2}%/EE|~$?}'2~$:}~$^)EE|~$?}~$f}~$^<EE|=|=|=|=|=|=|~$?}'}~$^<"
     "EE|SAd#%}%4~#o4EE"},
    {family::zb_h2, {13, 24, 1, 0, 0}, false, placement::loop, true,
     "AQ#iWCE$}$#|SAQ$}QWCU'%E%}%6E|~$a}~$a&~$m}%;!!|~$a}'8~$]}~$e*EE|~$a}~$m}~$e_EE|=|=|=|=|=|~$a}'}~"
     "$e_EE|~$a}'}~$m0!4|SAe#%}%8~#t5EE"},
    {family::zb_h2, {13, 25, 1, 0, 0}, false, placement::loop, true,
     "AQ#kWCE$}$&|SAQ$}QWCU'+E%}%6EE|~$h}~$h,~$t}~$l>EE|~$h}'?~$d}~$l+EE|~$h}~$t}~$lfEE|=|=|=|=|~$h}'}"
     "~$lfEE|~$h}'}~$t8!3|~$h}'}~$t6!5|SAf#%}%<~#y6EE"},
    {family::zb_h2, {13, 26, 1, 0, 0}, false, placement::loop, true,
     "AQ#kWC%#E$}$&E|SAQ$}QWCU'1E%}%6!!|~$o}~$o2~${}~$s?EE|~$o}'`~$k}~$s,EE|~$o}~${}~$smEE|=|=|=|~$o}'"
     "}~$smEE|~$o}'}~${[!2|~$o}'}~${?!4|~$o}'}~${<!6|SAg#%}%[~$#7EE"},
    {family::zb_h2, {13, 27, 1, 0, 0}, false, placement::loop, true,
     "AQ#kWC%#E&#(!E'}'!EE|SAQ$}QWCU'1~#>#(!+#E)})1E!!|~$v}~$v2~%'}~$zaEE|~$v}'`~%'}~$z3EE|~$v}~%'}~$z"
     "tEE|=|=|=|~$v}'}~%'d~$z/EE|~$v}'}~%'b~$z1EE|~$v}'}~%'`~$z3EE|~$v}'}~%'^~$z5EE|SAn#%}%[~#g$~$(7EE"},
    {family::zb_h2, {13, 28, 1, 0, 0}, false, placement::loop, true,
     "AQ#kWC%#E&((!E'}'!EE|SAQ$}QWCU'1~#>#()+#E)})1E!!|~%!}~%!2~%.}~%&hEE|~%!}'`~%.}~%&:EE|~%!}~%.}~%&"
     "{EE|=|~%!}~%.}~%.o~%&+EE|~%!}~%.}~%.m~%&-EE|~%!}'}~%.k~%&/EE|~%!}'}~%.i~%&1EE|~%!}'}~%.g~%&3EE|~"
     "%!}'}~%.e~%&5EE|SAu#%}%[~#g$&%!8"},
    {family::zb_h2, {14, 1, 1, 0, 0}, false, placement::loop, true,
     "AQWCE|S'#UE|(&|=|=|=|=|=|=|=|=|=|=|SA&!"},
    {family::zb_h2, {14, 2, 1, 0, 0}, false, placement::loop, true,
     "AQAQWCE$!|SAQ$!WCU.!UE|/-|=|=|=|=|=|=|=|=|=|=|SACU%#EE"},
    {family::zb_h2, {14, 3, 1, 0, 0}, false, placement::loop, true,
     "AQ##WCE$%|SAQ$%WCU1!%%|64|=|=|=|=|=|=|=|=|=|=|SACU%'EEE"},
    {family::zb_h2, {14, 4, 1, 0, 0}, false, placement::loop, true,
     "AQ#%WCE$(|SAQ$(WCU4!%)|>;|=|=|=|=|=|=|=|=|=|:+[.E|SA5#%)E!!"},
    {family::zb_h2, {14, 5, 1, 0, 0}, false, placement::loop, true,
     "AQ#'WCE$+|SAQ$+WCU7!%-|`^|=|=|=|=|=|=|=|=|=|?+'+^(EE|SA6#%-8!EE"},
    {family::zb_h2, {14, 6, 1, 0, 0}, false, placement::loop, true,
     "AQ#)WCE$.|SAQ$.WCU:!%1|ge|=|=|=|=|=|=|=|=|d1j6E|a1m4!!|SA7#%1>#EE"},
    {family::zb_h2, {14, 7, 1, 0, 0}, false, placement::loop, true,
     "AQ#+WCE$1|SAQ$1WCU>!%5|nl|=|=|=|=|=|=|=|=|h1'+l0EE|h7t4!#|SA8#%5^$EE"},
    {family::zb_h2, {14, 8, 1, 0, 0}, false, placement::loop, true,
     "AQ#-WCE$4|SAQ$4WCU[!%9|us|=|=|=|=|=|=|=|r7x?E|o7{<!!|o>{4!$|SA9#%9c%EE"},
    {family::zb_h2, {14, 9, 1, 0, 0}, false, placement::loop, true,
     "AQ#/WCE$7|SAQ$7WCU_!%>|}z|=|=|=|=|=|=|=|v7'+z8EE|v>~#'<!#|v_~#'4!%|SA:#%>h&EE"},
    {family::zb_h2, {14, 10, 1, 0, 0}, false, placement::loop, true,
     "AQ#1WCE$:|SAQ$:WCUb!%]|~#(}%$|=|=|=|=|=|=|~#%>~#+bE|~#!>~#.`!!|~#!_~#.<!$|~#!e~#.4!&|SA;#%]m'EE"},
    {family::zb_h2, {14, 11, 1, 0, 0}, false, placement::loop, true,
     "AQ#3WCE$>|SAQ$>WCUe!%a|~#/}%+|=|=|=|=|=|=|~#)>'+~#-[EE|~#)_~#5`!#|~#)e~#5<!%|~#)k~#54!'|SA<#%ar("
     "EE"},
    {family::zb_h2, {14, 12, 1, 0, 0}, false, placement::loop, true,
     "AQ#5WCE$[|SAQ$[WCUh!%e|~#6}%2|=|=|=|=|=|~#3_~#9jE|~#0_~#<h!!|~#0e~#<`!$|~#0k~#<<!&|~#0q~#<4!(|SA"
     ">#%ew)EE"},
    {family::zb_h2, {14, 13, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE$_|SAQ$_WCUk!%i|~#>}%9|=|=|=|=|=|~#7_'+~#;dEE|~#7e~#_h!#|~#7k~#_`!%|~#7q~#_<!'|~#7w~#_4!)"
     "|SA?#%i}*EE"},
    {family::zb_h2, {14, 14, 1, 0, 0}, false, placement::loop, true,
     "AQ#9WCE$b|SAQ$bWCUn!%m|~#`}%[|=|=|=|=|~#]e~#crE|~#?e~#fp!!|~#?k~#fh!$|~#?q~#f`!&|~#?w~#f<!(|~#?}"
     "~#f5!*|SA@#%m~#&+EE"},
    {family::zb_h2, {14, 15, 1, 0, 0}, false, placement::loop, true,
     "AQ#;WCE$e|SAQ$eWCUq!%q|~#g}%c|=|=|=|=|~#ae'+~#elEE|~#ak~#mp!#|~#aq~#mh!%|~#aw~#m`!'|~#a}~#m>!)|~"
     "#a}~#m;!+|SA[#%q~#+,EE"},
    {family::zb_h2, {14, 16, 1, 0, 0}, false, placement::loop, true,
     "AQ#>WCE$h|SAQ$hWCUt!%u|~#n}%j|=|=|=|~#kk~#qzE|~#hk~#tx!!|~#hq~#tp!$|~#hw~#th!&|~#h}~#ta!(|~#h}~#"
     "t_!*|~#h}~#t]!,|SA]#%u~#0-EE"},
    {family::zb_h2, {14, 17, 1, 0, 0}, false, placement::loop, true,
     "AQ#@WCE$k|SAQ$kWCUw!%y|~#u}%q|=|=|=|~#ok'+~#stEE|~#oq~#{x!#|~#ow~#{p!%|~#o}~#{i!'|~#o}~#{g!)|~#o"
     "}~#{e!+|~#o}~#{c!-|SA^#%y~#5.EE"},
    {family::zb_h2, {14, 18, 1, 0, 0}, false, placement::loop, true,
     "AQ#]WCE$n|SAQ$nWCUz!%}E|~#}}%x|=|=|~#yq~$$}%%E|~#vq~$'}%#!!|~#vw~$'x!$|~#v}~$'q!&|~#v}~$'o!(|~#v"
     "}~$'m!*|~#v}~$'k!,|~#v}~$'i!.|SA_#%}~#:0EE"},
    {family::zb_h2, {14, 19, 1, 0, 0}, false, placement::loop, true,
     "AQ#_WCE$q|SAQ$qWCUE%}%&|~$(}%}%!|=|=|~$!q'+~$&}EE|~$!w~$.}~$&%EE|~$!}~$.y!%|~$!}~$.w!'|~$!}~$.u!"
     ")|~$!}~$.s!+|~$!}~$.q!-|~$!}~$.o!/|SA`#%}%$~#@0EE"},
    {family::zb_h2, {14, 20, 1, 0, 0}, false, placement::loop, true,
     "AQ#aWCE$t|SAQ$tWCUE%}%*|~$/}%}%)|=|~$,w~$2}%-E|~$)w~$5}%+!!|~$)}~$5}~$-'EE|=|=|~$)}~$5{!*|~$)}~$"
     "5y!,|~$)}~$5w!.|~$)}~$5u!0|SAa#%}%(~#`1EE"},
    {family::zb_h2, {14, 21, 1, 0, 0}, false, placement::loop, true,
     "AQ#cWCE$w|SAQ$wWCUE%}%.|~$6}~$&}%0|=|~$0w'+~$,}%'EE|~$0}~$<}~$4.EE|=|=|=|=|=|=|~$0}~$<{!1|SAb#%}"
     "%,~#e2EE"},
    {family::zb_h2, {14, 22, 1, 0, 0}, false, placement::loop, true,
     "AQ#eWCE$z|SAQ$zWCUE%}%2|~$>}~$>}%7|~$:}U~$[}%5E|~$7}',~$3}%'!!|~$7}~$_}~$;5EE|=|=|=|=|=|=|=|SAc#"
     "%}%0~#j3EE"},
    {family::zb_h2, {14, 23, 1, 0, 0}, false, placement::loop, true,
     "AQ#gWCE$}E|SAQ$}QWCUE%}%6|~$]}~$`}%?|~$?}U'+~$2}%/EE|~$?}'2~$:}~$^)EE|~$?}~$f}~$^<EE|=|=|=|=|=|="
     "|~$?}'}~$^<EE|SAd#%}%4~#o4EE"},
    {family::zb_h2, {14, 24, 1, 0, 0}, false, placement::loop, true,
     "AQ#iWCE$}$#|SAQ$}$#WCUE%}%:|~$a}~$d&~$j}%>E|~$a}~$a&~$m}%;!!|~$a}'8~$]}~$e*EE|~$a}~$m}~$e_EE|=|="
     "|=|=|=|~$a}'}~$e_EE|~$a}'}~$m0!4|SAe#%}%8~#t5EE"},
    {family::zb_h2, {14, 25, 1, 0, 0}, false, placement::loop, true,
     "AQ#kWCE$}$&|SAQ$}$&WCUE%}%?|~$e}~$h&'+~$8}%7EE|~$h}~$h,~$t}~$l>EE|~$h}'?~$d}~$l+EE|~$h}~$t}~$lfE"
     "E|=|=|=|=|~$h}'}~$lfEE|~$h}'}~$t8!3|~$h}'}~$t6!5|SAf#%}%<~#y6EE"},
    {family::zb_h2, {14, 26, 1, 0, 0}, false, placement::loop, true,
     "AQ#mWCE$}$)|SAQ$}$&WCU'%E%}%?E|~$l}~$o,~${}%_!!|~$o}~$o2~${}~$s?EE|~$o}'`~$k}~$s,EE|~$o}~${}~$sm"
     "EE|=|=|=|~$o}'}~$smEE|~$o}'}~${[!2|~$o}'}~${?!4|~$o}'}~${<!6|SAg#%}%[~$#7EE"},
    {family::zb_h2, {14, 27, 1, 0, 0}, false, placement::loop, true,
     "AQ#oWCE$}$,|SAQ$}$&WCU'+E%}%?EE|~$s}~$v2~%'}~$zaEE|~$v}~$v8~%'}~$z@EE|~$v}'f~$r}~$z-EE|~$v}~%'}~"
     "$ztEE|=|=|~$v}'}~$ztEE|~$v}'}~%'d!1|~$v}'}~%'b!3|~$v}'}~%'`!5|~$v}'}~%'^!7|SAh#%}%`~$(8EE"},
    {family::zb_h2, {14, 28, 1, 0, 0}, false, placement::loop, true,
     "AQ#oWC%#E$}$,E|SAQ$}$&WCU'1E%}%?!!|~$z}~%!8~%.}~%&bEE|~%!}~%!?~%.}~%&[EE|~%!}'l~$y}~%&.EE|~%!}~%"
     ".}~%&{EE|=|~%!}'}~%&{EE|~%!}'}~%.l!0|~%!}'}~%.j!2|~%!}'}~%.h!4|~%!}'}~%.f!6|~%!}'}~%.d!8|SAi#%}%"
     "d~$-9EE"},
    {family::zb_h2, {14, 29, 1, 0, 0}, false, placement::loop, true,
     "AQ#oWC%#E&#(!E'}'(EE|SAQ$}$&WCU'1~#_#(!+#E)})9E!!|~%&}~%)8~%5}~%-iEE|~%)}~%)?~%5}~%-cEE|~%)}'l~%"
     "5}~%-5EE|~%)}~%5}~%-}!'|=|~%)}'}~%5t~%--EE|~%)}'}~%5r~%-/EE|~%)}'}~%5p~%-1EE|~%)}'}~%5n~%-3EE|~%"
     ")}'}~%5l~%-5EE|~%)}'}~%5j~%-7EE|SAp#%}%d~#o$~$29EE"},
    {family::zb_h2, {14, 30, 1, 0, 0}, false, placement::loop, true,
     "AQ#oWC%#E&((!E'}'(EE|SAQ$}$&WCU'1~#_#()+#E)})9E!!|~%-}~%08~%<}~%4pEE|~%0}~%0?~%<}~%4jEE|~%0}'l~%"
     "<}~%4<EE|~%0}~%<}~%<}~%4,EE|=|~%0}'}~%<{~%4-EE|~%0}'}~%<y~%4/EE|~%0}'}~%<w~%41EE|~%0}'}~%<u~%43E"
     "E|~%0}'}~%<s~%45EE|~%0}'}~%<q~%47EE|SAw#%}%d~#o$&%!:"},
    {family::zb_h2, {15, 1, 1, 0, 0}, false, placement::loop, true,
     "AQWCE|S'#UE|(&|=|=|=|=|=|=|=|=|=|=|=|SA&!"},
    {family::zb_h2, {15, 2, 1, 0, 0}, false, placement::loop, true,
     "AQAQWCE$!|SAQ$!WCU.!UE|/-|=|=|=|=|=|=|=|=|=|=|=|SACU%#EE"},
    {family::zb_h2, {15, 3, 1, 0, 0}, false, placement::loop, true,
     "AQ##WCE$%|SAQ$%WCU1!%%|64|=|=|=|=|=|=|=|=|=|=|=|SACU%'EEE"},
    {family::zb_h2, {15, 4, 1, 0, 0}, false, placement::loop, true,
     "AQ#%WCE$(|SAQ$(WCU4!%)|>;|=|=|=|=|=|=|=|=|=|=|:+[.E|SA5#%)E!!"},
    {family::zb_h2, {15, 5, 1, 0, 0}, false, placement::loop, true,
     "AQ#'WCE$+|SAQ$+WCU7!%-|`^|=|=|=|=|=|=|=|=|=|=|?+'+^(EE|SA6#%-8!EE"},
    {family::zb_h2, {15, 6, 1, 0, 0}, false, placement::loop, true,
     "AQ#)WCE$.|SAQ$.WCU:!%1|ge|=|=|=|=|=|=|=|=|=|d1j6E|a1m4!!|SA7#%1>#EE"},
    {family::zb_h2, {15, 7, 1, 0, 0}, false, placement::loop, true,
     "AQ#+WCE$1|SAQ$1WCU>!%5|nl|=|=|=|=|=|=|=|=|=|h1'+l0EE|h7t4!#|SA8#%5^$EE"},
    {family::zb_h2, {15, 8, 1, 0, 0}, false, placement::loop, true,
     "AQ#-WCE$4|SAQ$4WCU[!%9|us|=|=|=|=|=|=|=|=|r7x?E|o7{<!!|o>{4!$|SA9#%9c%EE"},
    {family::zb_h2, {15, 9, 1, 0, 0}, false, placement::loop, true,
     "AQ#/WCE$7|SAQ$7WCU_!%>|}z|=|=|=|=|=|=|=|=|v7'+z8EE|v>~#'<!#|v_~#'4!%|SA:#%>h&EE"},
    {family::zb_h2, {15, 10, 1, 0, 0}, false, placement::loop, true,
     "AQ#1WCE$:|SAQ$:WCUb!%]|~#(}%$|=|=|=|=|=|=|=|~#%>~#+bE|~#!>~#.`!!|~#!_~#.<!$|~#!e~#.4!&|SA;#%]m'E"
     "E"},
    {family::zb_h2, {15, 11, 1, 0, 0}, false, placement::loop, true,
     "AQ#3WCE$>|SAQ$>WCUe!%a|~#/}%+|=|=|=|=|=|=|=|~#)>'+~#-[EE|~#)_~#5`!#|~#)e~#5<!%|~#)k~#54!'|SA<#%a"
     "r(EE"},
    {family::zb_h2, {15, 12, 1, 0, 0}, false, placement::loop, true,
     "AQ#5WCE$[|SAQ$[WCUh!%e|~#6}%2|=|=|=|=|=|=|~#3_~#9jE|~#0_~#<h!!|~#0e~#<`!$|~#0k~#<<!&|~#0q~#<4!(|"
     "SA>#%ew)EE"},
    {family::zb_h2, {15, 13, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE$_|SAQ$_WCUk!%i|~#>}%9|=|=|=|=|=|=|~#7_'+~#;dEE|~#7e~#_h!#|~#7k~#_`!%|~#7q~#_<!'|~#7w~#_4"
     "!)|SA?#%i}*EE"},
    {family::zb_h2, {15, 14, 1, 0, 0}, false, placement::loop, true,
     "AQ#9WCE$b|SAQ$bWCUn!%m|~#`}%[|=|=|=|=|=|~#]e~#crE|~#?e~#fp!!|~#?k~#fh!$|~#?q~#f`!&|~#?w~#f<!(|~#"
     "?}~#f5!*|SA@#%m~#&+EE"},
    {family::zb_h2, {15, 15, 1, 0, 0}, false, placement::loop, true,
     "AQ#;WCE$e|SAQ$eWCUq!%q|~#g}%c|=|=|=|=|=|~#ae'+~#elEE|~#ak~#mp!#|~#aq~#mh!%|~#aw~#m`!'|~#a}~#m>!)"
     "|~#a}~#m;!+|SA[#%q~#+,EE"},
    {family::zb_h2, {15, 16, 1, 0, 0}, false, placement::loop, true,
     "AQ#>WCE$h|SAQ$hWCUt!%u|~#n}%j|=|=|=|=|~#kk~#qzE|~#hk~#tx!!|~#hq~#tp!$|~#hw~#th!&|~#h}~#ta!(|~#h}"
     "~#t_!*|~#h}~#t]!,|SA]#%u~#0-EE"},
    {family::zb_h2, {15, 17, 1, 0, 0}, false, placement::loop, true,
     "AQ#@WCE$k|SAQ$kWCUw!%y|~#u}%q|=|=|=|=|~#ok'+~#stEE|~#oq~#{x!#|~#ow~#{p!%|~#o}~#{i!'|~#o}~#{g!)|~"
     "#o}~#{e!+|~#o}~#{c!-|SA^#%y~#5.EE"},
    {family::zb_h2, {15, 18, 1, 0, 0}, false, placement::loop, true,
     "AQ#]WCE$n|SAQ$nWCUz!%}E|~#}}%x|=|=|=|~#yq~$$}%%E|~#vq~$'}%#!!|~#vw~$'x!$|~#v}~$'q!&|~#v}~$'o!(|~"
     "#v}~$'m!*|~#v}~$'k!,|~#v}~$'i!.|SA_#%}~#:0EE"},
    {family::zb_h2, {15, 19, 1, 0, 0}, false, placement::loop, true,
     "AQ#_WCE$q|SAQ$qWCUE%}%&|~$(}%}%!|=|=|=|~$!q'+~$&}EE|~$!w~$.}~$&%EE|~$!}~$.y!%|~$!}~$.w!'|~$!}~$."
     "u!)|~$!}~$.s!+|~$!}~$.q!-|~$!}~$.o!/|SA`#%}%$~#@0EE"},
    {family::zb_h2, {15, 20, 1, 0, 0}, false, placement::loop, true,
     "AQ#aWCE$t|SAQ$tWCUE%}%*|~$/}%}%)|=|=|~$,w~$2}%-E|~$)w~$5}%+!!|~$)}~$5}~$-'EE|=|=|~$)}~$5{!*|~$)}"
     "~$5y!,|~$)}~$5w!.|~$)}~$5u!0|SAa#%}%(~#`1EE"},
    {family::zb_h2, {15, 21, 1, 0, 0}, false, placement::loop, true,
     "AQ#cWCE$w|SAQ$wWCUE%}%.|~$6}~$&}%0|=|=|~$0w'+~$,}%'EE|~$0}~$<}~$4.EE|=|=|=|=|=|=|~$0}~$<{!1|SAb#"
     "%}%,~#e2EE"},
    {family::zb_h2, {15, 22, 1, 0, 0}, false, placement::loop, true,
     "AQ#eWCE$z|SAQ$zWCUE%}%2|~$>}~$>}%7|=|~$:}U~$[}%5E|~$7}',~$3}%'!!|~$7}~$_}~$;5EE|=|=|=|=|=|=|=|SA"
     "c#%}%0~#j3EE"},
    {family::zb_h2, {15, 23, 1, 0, 0}, false, placement::loop, true,
     "AQ#gWCE$}E|SAQ$}QWCUE%}%6|~$]}~$`}%?|=|~$?}U'+~$2}%/EE|~$?}'2~$:}~$^)EE|~$?}~$f}~$^<EE|=|=|=|=|="
     "|=|~$?}'}~$^<EE|SAd#%}%4~#o4EE"},
    {family::zb_h2, {15, 24, 1, 0, 0}, false, placement::loop, true,
     "AQ#iWCE$}$#|SAQ$}$#WCUE%}%:|~$a}~$g}%a|~$a}~$d&~$j}%>E|~$a}~$a&~$m}%;!!|~$a}'8~$]}~$e*EE|~$a}~$m"
     "}~$e_EE|=|=|=|=|=|~$a}'}~$e_EE|~$a}'}~$m0!4|SAe#%}%8~#t5EE"},
    {family::zb_h2, {15, 25, 1, 0, 0}, false, placement::loop, true,
     "AQ#kWCE$}$&|SAQ$}$&WCUE%}%?|~$e}~$n}%h|~$e}~$h&'+~$8}%7EE|~$h}~$h,~$t}~$l>EE|~$h}'?~$d}~$l+EE|~$"
     "h}~$t}~$lfEE|=|=|=|=|~$h}'}~$lfEE|~$h}'}~$t8!3|~$h}'}~$t6!5|SAf#%}%<~#y6EE"},
    {family::zb_h2, {15, 26, 1, 0, 0}, false, placement::loop, true,
     "AQ#mWCE$}$)|SAQ$}$)WCUE%}%^|~$i}~$r,~$x}%aE|~$l}~$o,~${}%_!!|~$o}~$o2~${}~$s?EE|~$o}'`~$k}~$s,EE"
     "|~$o}~${}~$smEE|=|=|=|~$o}'}~$smEE|~$o}'}~${[!2|~$o}'}~${?!4|~$o}'}~${<!6|SAg#%}%[~$#7EE"},
    {family::zb_h2, {15, 27, 1, 0, 0}, false, placement::loop, true,
     "AQ#oWCE$}$,|SAQ$}$,WCUE%}%b|~$m}~$v,'+~$?}%@EE|~$s}~$v2~%'}~$zaEE|~$v}~$v8~%'}~$z@EE|~$v}'f~$r}~"
     "$z-EE|~$v}~%'}~$ztEE|=|=|~$v}'}~$ztEE|~$v}'}~%'d!1|~$v}'}~%'b!3|~$v}'}~%'`!5|~$v}'}~%'^!7|SAh#%}"
     "%`~$(8EE"},
    {family::zb_h2, {15, 28, 1, 0, 0}, false, placement::loop, true,
     "AQ#qWCE$}$/|SAQ$}$,WCU'%E%}%bE|~$t}~%!2~%.}%g!!|~$z}~%!8~%.}~%&bEE|~%!}~%!?~%.}~%&[EE|~%!}'l~$y}"
     "~%&.EE|~%!}~%.}~%&{EE|=|~%!}'}~%&{EE|~%!}'}~%.l!0|~%!}'}~%.j!2|~%!}'}~%.h!4|~%!}'}~%.f!6|~%!}'}~"
     "%.d!8|SAi#%}%d~$-9EE"},
    {family::zb_h2, {15, 29, 1, 0, 0}, false, placement::loop, true,
     "AQ#sWCE$}$2|SAQ$}$,WCU'+E%}%bEE|~${}~%)8~%5}~%-iEE|~%&}~%)?~%5}~%-cEE|~%)}~%)`~%5}~%-]EE|~%)}'r~"
     "%%}~%-/EE|~%)}~%5}~%-}!'|~%)}'}~%-}!'|~%)}'}~%5t!/|~%)}'}~%5r!1|~%)}'}~%5p!3|~%)}'}~%5n!5|~%)}'}"
     "~%5l!7|~%)}'}~%5j!9|SAj#%}%h~$2:EE"},
    {family::zb_h2, {15, 30, 1, 0, 0}, false, placement::loop, true,
     "AQ#sWC%#E$}$2E|SAQ$}$,WCU'1E%}%b!!|~%'}~%0?~%<}~%4jEE|~%-}~%0`~%<}~%4dEE|~%0}~%0f~%<}~%4^EE|~%0}"
     "'x~%,}~%40EE|~%0}'}~%4}~%4,EE|~%0}'}~%<}!.|~%0}'}~%<z!0|~%0}'}~%<x!2|~%0}'}~%<v!4|~%0}'}~%<t!6|~"
     "%0}'}~%<r!8|~%0}'}~%<p!:|SAk#%}%l~$7;EE"},
    {family::zb_h2, {15, 31, 1, 0, 0}, false, placement::loop, true,
     "AQ#sWC%#E&#(!E'}'.EE|SAQ$}$,WCU'1~#e#(!+#E)})]E!!|~%.}~%7?~%_}~%;qEE|~%4}~%7`~%_}~%;kEE|~%7}~%7f"
     "~%_}~%;eEE|~%7}'x~%_}~%;7EE|~%7}'}~%_}~%;3EE|=|=|=|=|~%7}'}~%_z~%;5EE|~%7}'}~%_x~%;7EE|~%7}'}~%_"
     "v~%;9EE|SAr#%}%l~#w$~$<;EE"},
    {family::zb_h2, {15, 32, 1, 0, 0}, false, placement::loop, true,
     "AQ#sWC%#E&((!E'}'.EE|SAQ$}$,WCU'1~#e#()+#E)})]E!!|~%5}~%??~%f}~%^xEE|~%;}~%?`~%f}~%^rEE|~%?}~%?f"
     "~%f}~%^lEE|~%?}'x~%f}~%^?EE|~%?}'}~%f}~%^:EE|=|=|=|=|=|=|=|SAy#%}%l~#w$&%!<"},
    {family::zb_h2, {16, 1, 1, 0, 0}, false, placement::loop, true,
     "AQWCE|S'#UE|(&|=|=|=|=|=|=|=|=|=|=|=|=|SA&!"},
    {family::zb_h2, {16, 2, 1, 0, 0}, false, placement::loop, true,
     "AQAQWCE$!|SAQ$!WCU.!UE|/-|=|=|=|=|=|=|=|=|=|=|=|=|SACU%#EE"},
    {family::zb_h2, {16, 3, 1, 0, 0}, false, placement::loop, true,
     "AQ##WCE$%|SAQ$%WCU1!%%|64|=|=|=|=|=|=|=|=|=|=|=|=|SACU%'EEE"},
    {family::zb_h2, {16, 4, 1, 0, 0}, false, placement::loop, true,
     "AQ#%WCE$(|SAQ$(WCU4!%)|>;|=|=|=|=|=|=|=|=|=|=|=|:+[.E|SA5#%)E!!"},
    {family::zb_h2, {16, 5, 1, 0, 0}, false, placement::loop, true,
     "AQ#'WCE$+|SAQ$+WCU7!%-|`^|=|=|=|=|=|=|=|=|=|=|=|?+'+^(EE|SA6#%-8!EE"},
    {family::zb_h2, {16, 6, 1, 0, 0}, false, placement::loop, true,
     "AQ#)WCE$.|SAQ$.WCU:!%1|ge|=|=|=|=|=|=|=|=|=|=|d1j6E|a1m4!!|SA7#%1>#EE"},
    {family::zb_h2, {16, 7, 1, 0, 0}, false, placement::loop, true,
     "AQ#+WCE$1|SAQ$1WCU>!%5|nl|=|=|=|=|=|=|=|=|=|=|h1'+l0EE|h7t4!#|SA8#%5^$EE"},
    {family::zb_h2, {16, 8, 1, 0, 0}, false, placement::loop, true,
     "AQ#-WCE$4|SAQ$4WCU[!%9|us|=|=|=|=|=|=|=|=|=|r7x?E|o7{<!!|o>{4!$|SA9#%9c%EE"},
    {family::zb_h2, {16, 9, 1, 0, 0}, false, placement::loop, true,
     "AQ#/WCE$7|SAQ$7WCU_!%>|}z|=|=|=|=|=|=|=|=|=|v7'+z8EE|v>~#'<!#|v_~#'4!%|SA:#%>h&EE"},
    {family::zb_h2, {16, 10, 1, 0, 0}, false, placement::loop, true,
     "AQ#1WCE$:|SAQ$:WCUb!%]|~#(}%$|=|=|=|=|=|=|=|=|~#%>~#+bE|~#!>~#.`!!|~#!_~#.<!$|~#!e~#.4!&|SA;#%]m"
     "'EE"},
    {family::zb_h2, {16, 11, 1, 0, 0}, false, placement::loop, true,
     "AQ#3WCE$>|SAQ$>WCUe!%a|~#/}%+|=|=|=|=|=|=|=|=|~#)>'+~#-[EE|~#)_~#5`!#|~#)e~#5<!%|~#)k~#54!'|SA<#"
     "%ar(EE"},
    {family::zb_h2, {16, 12, 1, 0, 0}, false, placement::loop, true,
     "AQ#5WCE$[|SAQ$[WCUh!%e|~#6}%2|=|=|=|=|=|=|=|~#3_~#9jE|~#0_~#<h!!|~#0e~#<`!$|~#0k~#<<!&|~#0q~#<4!"
     "(|SA>#%ew)EE"},
    {family::zb_h2, {16, 13, 1, 0, 0}, false, placement::loop, true,
     "AQ#7WCE$_|SAQ$_WCUk!%i|~#>}%9|=|=|=|=|=|=|=|~#7_'+~#;dEE|~#7e~#_h!#|~#7k~#_`!%|~#7q~#_<!'|~#7w~#"
     "_4!)|SA?#%i}*EE"},
    {family::zb_h2, {16, 14, 1, 0, 0}, false, placement::loop, true,
     "AQ#9WCE$b|SAQ$bWCUn!%m|~#`}%[|=|=|=|=|=|=|~#]e~#crE|~#?e~#fp!!|~#?k~#fh!$|~#?q~#f`!&|~#?w~#f<!(|"
     "~#?}~#f5!*|SA@#%m~#&+EE"},
    {family::zb_h2, {16, 15, 1, 0, 0}, false, placement::loop, true,
     "AQ#;WCE$e|SAQ$eWCUq!%q|~#g}%c|=|=|=|=|=|=|~#ae'+~#elEE|~#ak~#mp!#|~#aq~#mh!%|~#aw~#m`!'|~#a}~#m>"
     "!)|~#a}~#m;!+|SA[#%q~#+,EE"},
    {family::zb_h2, {16, 16, 1, 0, 0}, false, placement::loop, true,
     "AQ#>WCE$h|SAQ$hWCUt!%u|~#n}%j|=|=|=|=|=|~#kk~#qzE|~#hk~#tx!!|~#hq~#tp!$|~#hw~#th!&|~#h}~#ta!(|~#"
     "h}~#t_!*|~#h}~#t]!,|SA]#%u~#0-EE"},
    {family::zb_h2, {16, 17, 1, 0, 0}, false, placement::loop, true,
     "AQ#@WCE$k|SAQ$kWCUw!%y|~#u}%q|=|=|=|=|=|~#ok'+~#stEE|~#oq~#{x!#|~#ow~#{p!%|~#o}~#{i!'|~#o}~#{g!)"
     "|~#o}~#{e!+|~#o}~#{c!-|SA^#%y~#5.EE"},
    {family::zb_h2, {16, 18, 1, 0, 0}, false, placement::loop, true,
     "AQ#]WCE$n|SAQ$nWCUz!%}E|~#}}%x|=|=|=|=|~#yq~$$}%%E|~#vq~$'}%#!!|~#vw~$'x!$|~#v}~$'q!&|~#v}~$'o!("
     "|~#v}~$'m!*|~#v}~$'k!,|~#v}~$'i!.|SA_#%}~#:0EE"},
    {family::zb_h2, {16, 19, 1, 0, 0}, false, placement::loop, true,
     "AQ#_WCE$q|SAQ$qWCUE%}%&|~$(}%}%!|=|=|=|=|~$!q'+~$&}EE|~$!w~$.}~$&%EE|~$!}~$.y!%|~$!}~$.w!'|~$!}~"
     "$.u!)|~$!}~$.s!+|~$!}~$.q!-|~$!}~$.o!/|SA`#%}%$~#@0EE"},
    {family::zb_h2, {16, 20, 1, 0, 0}, false, placement::loop, true,
     "AQ#aWCE$t|SAQ$tWCUE%}%*|~$/}%}%)|=|=|=|~$,w~$2}%-E|~$)w~$5}%+!!|~$)}~$5}~$-'EE|=|=|~$)}~$5{!*|~$"
     ")}~$5y!,|~$)}~$5w!.|~$)}~$5u!0|SAa#%}%(~#`1EE"},
    {family::zb_h2, {16, 21, 1, 0, 0}, false, placement::loop, true,
     "AQ#cWCE$w|SAQ$wWCUE%}%.|~$6}~$&}%0|=|=|=|~$0w'+~$,}%'EE|~$0}~$<}~$4.EE|=|=|=|=|=|=|~$0}~$<{!1|SA"
     "b#%}%,~#e2EE"},
    {family::zb_h2, {16, 22, 1, 0, 0}, false, placement::loop, true,
     "AQ#eWCE$z|SAQ$zWCUE%}%2|~$>}~$>}%7|=|=|~$:}U~$[}%5E|~$7}',~$3}%'!!|~$7}~$_}~$;5EE|=|=|=|=|=|=|=|"
     "SAc#%}%0~#j3EE"},
    {family::zb_h2, {16, 23, 1, 0, 0}, false, placement::loop, true,
     "AQ#gWCE$}E|SAQ$}QWCUE%}%6|~$]}~$`}%?|=|=|~$?}U'+~$2}%/EE|~$?}'2~$:}~$^)EE|~$?}~$f}~$^<EE|=|=|=|="
     "|=|=|~$?}'}~$^<EE|SAd#%}%4~#o4EE"},
    {family::zb_h2, {16, 24, 1, 0, 0}, false, placement::loop, true,
     "AQ#iWCE$}$#|SAQ$}$#WCUE%}%:|~$a}~$g}%a|=|~$a}~$d&~$j}%>E|~$a}~$a&~$m}%;!!|~$a}'8~$]}~$e*EE|~$a}~"
     "$m}~$e_EE|=|=|=|=|=|~$a}'}~$e_EE|~$a}'}~$m0!4|SAe#%}%8~#t5EE"},
    {family::zb_h2, {16, 25, 1, 0, 0}, false, placement::loop, true,
     "AQ#kWCE$}$&|SAQ$}$&WCUE%}%?|~$e}~$n}%h|=|~$e}~$h&'+~$8}%7EE|~$h}~$h,~$t}~$l>EE|~$h}'?~$d}~$l+EE|"
     "~$h}~$t}~$lfEE|=|=|=|=|~$h}'}~$lfEE|~$h}'}~$t8!3|~$h}'}~$t6!5|SAf#%}%<~#y6EE"},
    {family::zb_h2, {16, 26, 1, 0, 0}, false, placement::loop, true,
     "AQ#mWCE$}$)|SAQ$}$)WCUE%}%^|~$i}~$u}%o|~$i}~$r,~$x}%aE|~$l}~$o,~${}%_!!|~$o}~$o2~${}~$s?EE|~$o}'"
     "`~$k}~$s,EE|~$o}~${}~$smEE|=|=|=|~$o}'}~$smEE|~$o}'}~${[!2|~$o}'}~${?!4|~$o}'}~${<!6|SAg#%}%[~$#"
     "7EE"},
    {family::zb_h2, {16, 27, 1, 0, 0}, false, placement::loop, true,
     "AQ#oWCE$}$,|SAQ$}$,WCUE%}%b|~$m}~$}}%v|~$m}~$v,'+~$?}%@EE|~$s}~$v2~%'}~$zaEE|~$v}~$v8~%'}~$z@EE|"
     "~$v}'f~$r}~$z-EE|~$v}~%'}~$ztEE|=|=|~$v}'}~$ztEE|~$v}'}~%'d!1|~$v}'}~%'b!3|~$v}'}~%'`!5|~$v}'}~%"
     "'^!7|SAh#%}%`~$(8EE"},
    {family::zb_h2, {16, 28, 1, 0, 0}, false, placement::loop, true,
     "AQ#qWCE$}$/|SAQ$}$/WCUE%}%f|~$q}~%%2~%+}%iE|~$t}~%!2~%.}%g!!|~$z}~%!8~%.}~%&bEE|~%!}~%!?~%.}~%&["
     "EE|~%!}'l~$y}~%&.EE|~%!}~%.}~%&{EE|=|~%!}'}~%&{EE|~%!}'}~%.l!0|~%!}'}~%.j!2|~%!}'}~%.h!4|~%!}'}~"
     "%.f!6|~%!}'}~%.d!8|SAi#%}%d~$-9EE"},
    {family::zb_h2, {16, 29, 1, 0, 0}, false, placement::loop, true,
     "AQ#sWCE$}$2|SAQ$}$2WCUE%}%j|~$u}~%)2'+~$`}%cEE|~${}~%)8~%5}~%-iEE|~%&}~%)?~%5}~%-cEE|~%)}~%)`~%5"
     "}~%-]EE|~%)}'r~%%}~%-/EE|~%)}~%5}~%-}!'|~%)}'}~%-}!'|~%)}'}~%5t!/|~%)}'}~%5r!1|~%)}'}~%5p!3|~%)}"
     "'}~%5n!5|~%)}'}~%5l!7|~%)}'}~%5j!9|SAj#%}%h~$2:EE"},
    {family::zb_h2, {16, 30, 1, 0, 0}, false, placement::loop, true,
     "AQ#uWCE$}$5|SAQ$}$2WCU'%E%}%jE|~$}}~%08~%<}%o!!|~%'}~%0?~%<}~%4jEE|~%-}~%0`~%<}~%4dEE|~%0}~%0f~%"
     "<}~%4^EE|~%0}'x~%,}~%40EE|~%0}'}~%4}~%4,EE|~%0}'}~%<}!.|~%0}'}~%<z!0|~%0}'}~%<x!2|~%0}'}~%<v!4|~"
     "%0}'}~%<t!6|~%0}'}~%<r!8|~%0}'}~%<p!:|SAk#%}%l~$7;EE"},
    {family::zb_h2, {16, 31, 1, 0, 0}, false, placement::loop, true,
     "AQ#wWCE$}$8|SAQ$}$2WCU'+E%}%jEE|~%(}~%7?~%_}~%;qEE|~%.}~%7`~%_}~%;kEE|~%4}~%7f~%_}~%;eEE|~%7}~%7"
     "l~%_}~%;_EE|~%7}'}~%3}~%;3EE|~%7}'}~%_}~%;3EE|=|=|=|~%7}'}~%_}!5|~%7}'}~%_z!7|~%7}'}~%_x!9|~%7}'"
     "}~%_v!;|SAl#%}%p~$<<EE"},
    {family::zb_h2, {16, 32, 1, 0, 0}, false, placement::loop, true,
     "AQ#wWC%#E$}$8E|SAQ$}$2WCU'1E%}%j!!|~%/}~%?`~%f}~%^rEE|~%5}~%?f~%f}~%^lEE|~%;}~%?l~%f}~%^fEE|~%?}"
     "~%?r~%f}~%^`EE|~%?}'}~%f}~%^:EE|=|=|=|=|=|=|=|~%?}'}~%f}!<|SAm#%}%t~$]>EE"},
    {family::zb_h2, {16, 33, 1, 0, 0}, false, placement::loop, true,
     "AQ#wWC%#E&#(!E'}'4EE|SAQ$}$2WCU'1~#k#(!+#E)})eE!!|~%6}~%a`~%m}~%eyEE|~%<}~%af~%m}~%esEE|~%^}~%al"
     "~%m}~%emEE|~%a}~%ar~%m}~%egEE|~%a}'}~%m}~%e]EE|=|=|=|=|=|=|=|=|SAt#%}%t~$$$~$b>EE"},
    {family::zb_h2, {16, 34, 1, 0, 0}, false, placement::loop, true,
     "AQ#wWC%#E&((!E'}'4EE|SAQ$}$2WCU'1~#k#()+#E)})eE!!|~%>}~%h`~%t})}~%l#EE|~%_}~%hf~%t}~%lzEE|~%e}~%"
     "hl~%t}~%ltEE|~%h}~%hr~%t}~%lnEE|~%h}'}~%t}~%ldEE|=|=|=|=|=|=|=|~%h}'}~%t}~%t,~%l;EE|SA{#%}%t~$$$"
     "&%!?"},
    {family::v_zb, {2, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|SABRXDCUFE"},
    {family::v_zb, {2, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#WCF$!EE|SABR%#XDCU%#FEFE"},
    {family::v_zb, {2, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&$WCE)#WC+#E|SABR%$XDFACUEBRXDCU%#FEFE"},
    {family::v_zb, {2, 4, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&$AQWCE+$)&WC+#E|SABR%$XDFACUEBR*!S+'CU%#FEFE"},
    {family::v_zb, {2, 5, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&$AQWCE+.)&WC+#E|SABR%$XDFACUEBR*!S+1CU%#FEFE"},
    {family::v_zb, {3, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|SA-#CUFE"},
    {family::v_zb, {3, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%!WCU?!UEE|SABR%#XDCU%#FEFE"},
    {family::v_zb, {3, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'WCF$%EEE|SAQ$%TBR$!X_#'#WCU'%e!UFEh!|SABR%'XD[#%%?#FE"},
    {family::v_zb, {3, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%#F&$WC)$WCE+!'!EE|SAQ$%TBR'%Xj$($WCUE,%+!'%5$FEE|SAm#%&XDFA8!g#e#%%Fd!FE"},
    {family::v_zb, {3, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&)WCE)+WC+#$!E|SAQ$%TBR'&Xr$R(#AQWCUo!.$,)+!'%5$FEE|SA{#%&XDFA8!g#FS+'o#%%Fn!FE"},
    {family::v_zb, {3, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&)AQWCE+$).WC+#$!E|SAQ$%TBR'&X}$R(#~###Uo!.$[!/*,)+!'%5$FEE|SA~#.#%&XDFA8!g#FS+1y#%%Fx!"
     "FE"},
    {family::v_zb, {3, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&)AQWCE+.).WC+#$!E|SAQ$%TBR'&X~#+$R(#~###Uo!.$[!/8,)+!'%5$FEE|SA~#<#%&XDFA8!g#FS+;~#(#%"
     "%FE##"},
    {family::v_zb, {4, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|SA-#CUFE"},
    {family::v_zb, {4, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {4, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFWC$!E$!E|SAQ$%TBR$!X_#'#F%!WCUd!%$EEE|g.d,j)EFEE|SABR%'XD@#%%F?!FE"},
    {family::v_zb, {4, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+WCF$(E!!|SAQ$(TBR$!Xf#')WCU'%o!%%Ev#|r+x1r(x*t!v!|SAm#%)XDb#%)d%FE"},
    {family::v_zb, {4, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%'F&$WC)$(!WCE'%!!|SAQ$+TBR$!Xu#'#o!($WCU,&+!'%E5#)#FEEE|~#!+'+~#%-E~#%.'%~#'&FEE|SAu#%*"
     "XDFA?!s#k#%)l###"},
    {family::v_zb, {4, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%#F&)WC)$E)&WC+#'$EEE|SAQ$+TBR'%X{$(+WCUE,0+!'%5$)#EEE|~#01'&~#0*AQ~#2>~#8*F#!E|SA~#(#%*"
     "XDFA?!s#FS+'u#%)v###"},
    {family::v_zb, {4, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.WCE)3WC+#$%E|SAQ$+TBR'&X~#($R(*AQWCUE.&,4+!'%5$)#EEE|~#?2~#`0~#>,[!~#[>~#b*F#!E|SA~#6"
     "#%*XDFA?!s#FS+1~#$#%)~#%###"},
    {family::v_zb, {4, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.AQWCE+$)6WC+#$%E|SAQ$+TBR'&X~#2$R(*~#;#UE.&c!/*,4+!'%5$)#EEE|~#h2~#n0~#g:~#u7~#j(~#p*"
     "F#!E|SA~#`#%*XDFA?!s#FS+;~#.#%)~#/###"},
    {family::v_zb, {4, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.AQWCE+.)6WC+#$%E|SAQ$+TBR'&X~#<$R(*~#;#UE.&c!/8,4+!'%5$)#EEE|~#v2~#}0~#ud~$(7~#x(~$#*"
     "F#!E|SA~#n#%*XDFA?!s#FS+a~#8#%)~#9###"},
    {family::v_zb, {5, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|SA-#CUFE"},
    {family::v_zb, {5, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {5, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%!^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_zb, {5, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+FFWC$%E$!EE|SAQ$(TBR$!Xf#')F%!WCUn!%(t!E|u1r2x-EFu!|r+x.r,x)t!v!|SAm#%)XDa#%)b###"},
    {family::v_zb, {5, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/WCF$+E!#|SAQ$+TBR$!Xm#'/WCU'%y!%)E~#)$|~#(4~#%:~#+.E~#)%|~#!+'+~#%:~#+*~#'$FEE|SAu#%-X"
     "Dh#%-n'FE"},
    {family::v_zb, {5, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%+F&$WC)$(!$$E'%!#|SAQ$.TBR$!X}#')}!($WCU,&+!'%5#E)'F~#6#|~#31~#91~#3:'%~#5*~#7#|~#01'+~"
     "#3-E~#34'%~#5(FEE|SA~#!#%.XDFA`!~#$#q#%-v%##"},
    {family::v_zb, {5, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%'F&)WC)'E)#0!+!''E!!|SAQ$1TBR$!X~#0#'#F(-WCU,&E,)+!'%5$)'~#`#|~#?1'+~#]4E,0~#]('%~#_)~#"
     "a#|~#?7'&~#?*AQ~#[_~#b*~#_#FEE|SA~#0#%.XDFA`!~#$#FS+'{#%-~#%%##"},
    {family::v_zb, {5, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%#F&.WC)$E).WC+#'$$#EE|SAQ$1TBR'%X~#1$(2WCUE,;+!'%5$)'!!|~#h7'&~#h1AQ~#jd~#p.EFEEE|~#h8~"
     "#n0~#g,[!~#j_~#p*~#m#FEE|SA~#?#%.XDFA`!~#$#FS+1~#*#%-~#/%##"},
    {family::v_zb, {5, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3WCE);WC+#$(E|SAQ$1TBR'&X~#9$R(1AQWCUE.&,@+!'%5$)'!!|~#v8~#}7~#u,c!~#xd~$#.EFEEE|~#v8~"
     "#}0~#u:~$(7~#x.~$#*~#{#FEE|SA~#h#%.XDFA`!~#$#FS+;~#4#%-~#9%##"},
    {family::v_zb, {5, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+$)?WC+#$(E|SAQ$1TBR'&X~#_$R(1~#o#UE.&j!/*,@+!'%5$)'!!|~$)8~$/7~$(:~$6^~$+(~$1.E"
     "FEEE|~$)8~$/0~$(d~$67~$+.~$1*~$.#FEE|SA~#v#%.XDFA`!~#$#FS+a~#?#%-~#_%##"},
    {family::v_zb, {5, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+.)?WC+#$(E|SAQ$1TBR'&X~#i$R(1~#o#UE.&j!/8,@+!'%5$)'!!|~$78~$>7~$6d~$`^~$9(~$@.E"
     "FEEE|~$78~$>0~$6r~$`7~$9.~$@*~$<#FEE|SA~$)#%.XDFA`!~#$#FS+k~#d#%-~#i%##"},
    {family::v_zb, {6, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|SA-#CUFE"},
    {family::v_zb, {6, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {6, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_zb, {6, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#p!U%#o!%%E|u1r0%!t&x(EE|u4r0x)t#Fu!|r+x+q/w*F#!E|SAm#%)XDa#"
     "%)b###"},
    {family::v_zb, {6, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/FFWC$(E$!!!|SAQ$+TBR$!Xm#'/F%!WCUx!%,~#'#E|~#(4~#%8~#+1EF~#(#|~#(7~#%8~#+-EF~#)$|~#!+'"
     "+~#+(~#%2~#+)~#'$FEE|SAu#%-XDg#%-l%##"},
    {family::v_zb, {6, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%+F&$FFWC+$E*!E$+|SAQ$.TBR$!X}#')z!($~#+#UE.&%!/!3$%+E|~#67~#34~#'&0!z#/%'!.#F&$~#5$E|~#"
     "31~#9.~#3'%#p#0%~##&~#9)~#5(FEE|~#01~#6+Sl!FAQ~#20~#8,E/)EEFFEE|SAw!%.XDFSA^!+#s#%%Fy!+'#%"},
    {family::v_zb, {6, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%/F&$WC)$(!$'E'%!$|SAQ$1TBR$!X~#(#'/F(&WCU,&+!'%5$%!E)'F~#`$|~#`:~#]h~#c)~#_*~#a$|~#?1'+"
     "~#]h'%~#_,~#a#|~#?7'+~#]-E~#]:'%~#_*FEE|SA~#*#%2XDFAf!~#0#w#%1~#%'##"},
    {family::v_zb, {6, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%+F&)WC),WCE+!'*E!#|SAQ$4TBR$!X~#7#')F(-WCU,*E,%+!'%5$)+~#n$|~#k7~#q1~#k8~#/$~#k.'%~#m-~"
     "#o$|~#h7'+~#k4E,0~#k.'%~#m+~#o#|~#h>'&~#h*AQ~#je~#p*~#m%FEE|SA~#8#%2XDFAf!~#0#FS+'~#&#%1~#/'##"},
    {family::v_zb, {6, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%'F&.WC)'E)+8!+!''$#!!|SAQ$7TBR$!X~#b#'#F(4WCU,&E,4+!'%5$)+!#|~#v7'+~#y;E,;~#y('%~#{,F~#"
     "}#|~#v>'&~#v1AQ~#xj~$#.E##EE|~#v?~#}0~#u,[!~#xe~$#*~#{%FEE|SA~#b#%2XDFAf!~#0#FS+1~#0#%1~#9'##"},
    {family::v_zb, {6, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%#F&3WC)$E)6WC+#'$$&EE|SAQ$7TBR'%X~#^$(9WCUE,b+!'%5$)*E!!|~$)>'&~$)8AQ~$+o~$12F~$/#|~$)?"
     "~$/7~$(,c!~$+j~$1.E##EE|~$)?~$/0~$(:~$67~$+4~$1*~$.%FEE|SA~#p#%2XDFAf!~#0#FS+;~#:#%1~#_'##"},
    {family::v_zb, {6, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8WCE)_WC+#$+E|SAQ$7TBR'&X~#f$R(8AQWCUE.&,f+!'%5$)*E!!|~$7?~$>?~$6,j!~$9o~$@2F~$>#|~$7?"
     "~$>7~$6:~$`^~$9.~$@.E##EE|~$7?~$>0~$6d~$`7~$94~$@*~$<%FEE|SA~$##%2XDFAf!~#0#FS+a~#`#%1~#i'##"},
    {family::v_zb, {6, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+$)bWC+#$+E|SAQ$7TBR'&X~#p$R(8~$,#UE.&q!/*,f+!'%5$)*E!!|~$a?~$g?~$`:~$ni~$c(~$i2"
     "F~$g#|~$a?~$g7~$`d~$n^~$c.~$i.E##EE|~$a?~$g0~$`r~$n7~$c4~$i*~$f%FEE|SA~$1#%2XDFAf!~#0#FS+k~#j#%1"
     "~#s'##"},
    {family::v_zb, {6, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+.)bWC+#$+E|SAQ$7TBR'&X~#z$R(8~$,#UE.&q!/8,f+!'%5$)*E!!|~$o?~$u?~$nd~$}i~$q(~$w2"
     "F~$u#|~$o?~$u7~$nr~$}^~$q.~$w.E##EE|~$o?~$u0~$n}~$};~$q4~$w*~$t%FEE|SA~$@#%2XDFAf!~#0#FS+u~#t#%1"
     "~$!'##"},
    {family::v_zb, {7, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|SA-#CUFE"},
    {family::v_zb, {7, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {7, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_zb, {7, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%!h!x,E|u^e!w-FEEE|r+x+q/w*F#!E|SAm#%)"
     "XDa#%)b###"},
    {family::v_zb, {7, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!!WC$!E$(E|SAQ$+TBR$!Xm#'/F%#z!U%'E%'EE|~#(4~#%6%!~#'*~#+(!!|~#(7~#%6~#+-~#'#F~#(#|~#"
     "(:~#%6~#+)~#'%~#)#|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_zb, {7, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3FFWC$+E$!!#|SAQ$.TBR$!Xt#'5F%!WCUF%2~#5$E|~#67~#3?~#95EF~#6$|~#6:~#3?~#91EF~#7%|~#31~#"
     "97~#32~#9-~#5$~#7#|~#01~#<1~#3;~#9)~#5&FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_zb, {7, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%/F&$FWCF+%E+!WC'!$)E|SAQ$1TBR$!X~#(#'/F(&FWCUF7%FE)!0#%&E%+EE|~#`:~#]`~#['~#c)~#;#)'E!!"
     "|~#`>~#]7~#:#0!~#:&~#c,~#_+F~#`#|~#?1'+~#c(~#]'~#/&E0%~#:)'%~#w#~#_,~#a#|~#?7~#`+Sv!FAQ~#[0~#b?~"
     "#_#FEE|SA~#0#%1XDFCUSAE+#}#%%F*'E/$~#'&FE"},
    {family::v_zb, {7, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%3F&$WC)$(!$*E'%!%|SAQ$4TBR$!X~#/#'5F(&WCU,&+!'%5$%&E)'F~#n%|~#n>~#kn~#q-~#m*~#o%|~#k7~#"
     "q:~#k[~#q)~#m,~#o$|~#h7~#t.~#kk'%~#m.~#o#|~#h>'+~#k-E~#k['%~#m,FEE|SA~#2#%6XDFAl!~#<#~#!#%5~#/)#"
     "#"},
    {family::v_zb, {7, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%/F&)WC),(!WCE'-E!$|SAQ$7TBR$!X~#?#'/F(-WCU,1+!'%E5#)/~#}%|~#}[~#yjE~#y.'%~#{1~$!%|~#v7'"
     "+~#y`~#7$~#y4'%~#{/~$!$|~#v>'+~#y4E,0~#y4'%~#{-~$!#|~#v_'&~#v*AQ~#xk~$#*~#{'FEE|SA~#[#%6XDFAl!~#"
     "<#FS+'~#,#%5~#9)##"},
    {family::v_zb, {7, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%+F&.WC),E)&WC+#'*$#!#|SAQ$:TBR$!X~#i#')F(4WCU,*E,0+!'%5$)/!$|~$,>~$21~$,@~#[$,0~$,('%~$"
     ".0F~$/$|~$)>'+~$,;E,;~$,.'%~$..~$0$|~$)_'&~$)1AQ~$+p~$1.~$.$~$0#|~$)`~$/0~$(,[!~$+k~$1*~$.'FEE|S"
     "A~#j#%6XDFAl!~#<#FS+1~#6#%5~#_)##"},
    {family::v_zb, {7, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%'F&3WC)'E)3[!+!''$&!!|SAQ$>TBR$!X~#x#'#F(;WCU,&E,@+!'%5$).~$<#E|~$7>'+~$:^E,b~$:('%~$</"
     "F~$>$|~$7_'&~$78AQ~$9u~$@2F#!!!|~$7`~$>7~$6,c!~$9p~$@.~$<$~$?#|~$7`~$>0~$6:~$`7~$9:~$@*~$<'FEE|S"
     "A~#x#%6XDFAl!~#<#FS+;~#[#%5~#i)##"},
    {family::v_zb, {7, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%#F&8WC)$E)?WC+#'$$)EE|SAQ$>TBR'%X~#o$([WCUE,m+!'%5$)*%$!!|~$a_'&~$a@AQ~$cz~$i5F~$f#E|~$"
     "a`~$g?~$`,j!~$cu~$i2F#!!!|~$a`~$g7~$`:~$n^~$c4~$i.~$f$~$h#|~$a`~$g0~$`d~$n7~$c:~$i*~$f'FEE|SA~$+"
     "#%6XDFAl!~#<#FS+a~#f#%5~#s)##"},
    {family::v_zb, {7, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&>WCE)gWC+#$.E|SAQ$>TBR'&X~#w$R(@AQWCUE.&,q+!'%5$)*%$!!|~$o`~$ua~$n,q!~$qz~$w5F~$t#E|~$"
     "o`~$u?~$n:~$}i~$q.~$w2F#!!!|~$o`~$u7~$nd~$}^~$q4~$w.~$t$~$v#|~$o`~$u0~$nr~$}7~$q:~$w*~$t'FEE|SA~"
     "$9#%6XDFAl!~#<#FS+k~#p#%5~$!)##"},
    {family::v_zb, {7, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&>AQWCE+$)jWC+#$.E|SAQ$>TBR'&X~$&$R(@~$`#UE.&x!/*,q+!'%5$)*%$!!|~%!`~%(a~$}:~%/t~%$(~%*"
     "5F~%'#E|~%!`~%(?~$}d~%/i~%$.~%*2F#!!!|~%!`~%(7~$}r~%/^~%$4~%*.~%'$~%)#|~%!`~%(0~$}}~%/;~%$:~%**~"
     "%''FEE|SA~$c#%6XDFAl!~#<#FS+u~#z#%5~$,)##"},
    {family::v_zb, {7, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&>AQWCE+.)jWC+#$.E|SAQ$>TBR'&X~$0$R(@~$`#UE.&x!/8,q+!'%5$)*%$!!|~%0`~%6a~%/d~%>t~%2(~%8"
     "5F~%5#E|~%0`~%6?~%/r~%>i~%2.~%82F#!!!|~%0`~%67~%/}~%>b~%24~%8.~%5$~%7#|~%0`~%60~$}}~%>e~%2:~%8*~"
     "%5'FEE|SA~$q#%6XDFAl!~#<#FS+}+!~$)#%5~$6)##"},
    {family::v_zb, {8, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|SA-#CUFE"},
    {family::v_zb, {8, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {8, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_zb, {8, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|ubh!x,E|u^e!w-FEEE|r+x+q/w*F#!E|S"
     "Am#%)XDa#%)b###"},
    {family::v_zb, {8, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6%#~#'#~#+0E|~#(7~#%4%!~#'&~#+,EE|~#(:~#%4"
     "~#+)~###)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_zb, {8, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!!WC$%E$(EE|SAQ$.TBR$!Xt#'5F%#FWCU%+E%'!!|~#67~#3<%!~#5.~#9(!#|~#6:~#3<~#91~#5#F~#6$|"
     "~#6>~#3<~#9-~#5%~#7$|~#31~#94~#36~#9)~#5'~#7#|~#01~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_zb, {8, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7FFWC$.E$!!$|SAQ$1TBR$!X{#';F%!WCUF%6~#_%E|~#`:~#]`~#c9EF~#`%|~#`>~#]`~#c5EF~#a&|~#`[~#"
     "]`~#c1~#_$~#a$|~#?1'+~#c1~#]8~#c-~#_&~#a#|~#?7~#f1~#]]~#c)~#_(FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_zb, {8, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%3F&$FWCF+(E.!'$$)EE|SAQ$4TBR$!X~#/#'5F(&FWCUF7%F)#0!E4#%&-#%(!!|~#n>~#kg~#j&(%~#m+)'~#m"
     "#E|~#n[~#k`~#d&'%~#x&~#m/F~#n$|~#k7~#q7~#k+~#d#0!~#^&~#q2~#m-~#o$|~#h7~#t1~#k*~#7&E0%~#^)'+~$0#~"
     "#m.~#o#|~#h>~#n+S~#h#AQ~#j0~#p`~#m%FEE|SA~#8#%5XDFCUSAE+#~#'#%%F.+E3$~#1(FE"},
    {family::v_zb, {8, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%7F&$WC)$(!$-E'%!&|SAQ$7TBR$!X~#6#';F(&WCU,&+!'%5$%*E)'F~#}&|~#}[~#yt~$$1~#{*~$!&|~#}_~#"
     "yt~$$-~#{,~$!%|~#v7'+~$$4~#yb~$$)~#{.~$!$|~#v>~$'.~#yq'%~#{0~$!#|~#v_'+~#y-E~#yb'%~#{.FEE|SA~#:#"
     "%:XDFAr!~#d#~#(#%9~#9+##"},
    {family::v_zb, {8, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%3F&)WC),(!$$E'-E!%|SAQ$:TBR$!X~#a#'5F(-WCU,1+!'%5#E)3~$/&|~$/_~$,}')~$.5~$0&|~$,>~$2:~$"
     ",<E~$,4'%~$.3~$0%|~$)>~$5.~$,]~#@$~$,:'%~$.1~$0$|~$)_'+~$,4E,0~$,:'%~$./~$0#|~$)e'&~$)*AQ~$+q~$1"
     "*~$.)FEE|SA~#d#%:XDFAr!~#d#FS+'~#2#%9~#_+##"},
    {family::v_zb, {8, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%/F&.WC)/E)#0!+!'-$#!$|SAQ$>TBR$!X~#p#'/F(4WCU,1E,)+!'%5$)3!%|~$>b~$:qE,0~$:('%~$<4F~$>%"
     "|~$7>'+~$:g~#d$,0~$:.'%~$<2~$?%|~$7_'+~$:;E,;~$:4'%~$<0~$?$|~$7e'&~$71AQ~$9v~$@.~$<&~$?#|~$7f~$>"
     "0~$6,[!~$9q~$@*~$<)FEE|SA~#r#%:XDFAr!~#d#FS+1~#<#%9~#i+##"},
    {family::v_zb, {8, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%+F&3WC),E).WC+#'*$&!#|SAQ$[TBR$!X~$$#')F(;WCU,*E,;+!'%5$)2~$f$E|~$d_~$j1~$db~#m$,;~$d('"
     "%~$f3F~$g%|~$a_'+~$d^E,b~$d.'%~$f1~$h%|~$ae'&~$a8AQ~$c{~$i2~$f#~$h$|~$af~$g7~$`,c!~$cv~$i.~$f&~$"
     "h#|~$af~$g0~$`:~$n7~$c[~$i*~$f)FEE|SA~$%#%:XDFAr!~#d#FS+;~#b#%9~#s+##"},
    {family::v_zb, {8, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%'F&8WC)'E);d!+!''$)!!|SAQ$_TBR$!X~$3#'#F(^WCU,&E,f+!'%5$).%$!#|~$o_'+~$reE,m~$r('%~$t/)"
     "$!$|~$oe'&~$o@AQ~$q}~$w:EF~$u$|~$of~$u?~$n,j!~$q{~$w2~$t#~$v$|~$of~$u7~$n:~$}^~$q:~$w.~$t&~$v#|~"
     "$of~$u0~$nd~$}7~$q[~$w*~$t)FEE|SA~$3#%:XDFAr!~#d#FS+a~#l#%9~$!+##"},
    {family::v_zb, {8, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%#F&>WC)$E)bWC+#'$$,EE|SAQ$_TBR'%X~$%$(cWCUE,x+!'%5$)*%(!!|~%!e'&~%!bAQ~%$}~%$(~%*5)$!$|"
     "~%!f~%(a~$},q!~%$}~%*:EF~%($|~%!f~%(?~$}:~%/i~%$4~%*2~%'#~%)$|~%!f~%(7~$}d~%/^~%$:~%*.~%'&~%)#|~"
     "%!f~%(0~$}r~%/7~%$[~%**~%')FEE|SA~$]#%:XDFAr!~#d#FS+k~#v#%9~$,+##"},
    {family::v_zb, {8, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&^WCE)oWC+#$1E|SAQ$_TBR'&X~$-$R(bAQWCUE.&,}+!'%5$)*%(!!|~%0f~%6h~%/,x!~%2}~%2(~%85)$!$|"
     "~%0f~%6a~%/:~%>t~%2.~%86EF~%6$|~%0f~%6?~%/d~%>i~%24~%82~%5#~%7$|~%0f~%67~%/r~%>^~%2:~%8.~%5&~%7#"
     "|~%0f~%60~%/}~%>;~%2[~%8*~%5)FEE|SA~$k#%:XDFAr!~#d#FS+u~$%#%9~$6+##"},
    {family::v_zb, {8, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&^AQWCE+$)rWC+#$1E|SAQ$_TBR'&X~$7$R(b~$x#UE.&S/,,}+!'%5$)*%(!!|~%?f~%`h~%>:~%g}~%[+~%b5"
     ")$!$|~%?f~%`a~%>d~%gt~%[.~%b6EF~%`$|~%?f~%`?~%>r~%gi~%[4~%b2~%_#~%a$|~%?f~%`7~%>}~%gb~%[:~%b.~%_"
     "&~%a#|~%?f~%`0~%/}~%ge~%[[~%b*~%_)FEE|SA~$y#%:XDFAr!~#d#FS+}+!~$/#%9~$[+##"},
    {family::v_zb, {8, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&^AQWCE+.)rWC+#$1E|SAQ$_TBR'&X~$]$R(b~$x#UE.&S/:,}+!'%5$)*%(!!|~%hf~%nh~%gd~%u}~%j+~%p5"
     ")$!$|~%hf~%na~%gr~%ut~%j.~%p6EF~%n$|~%hf~%n?~%g}~%um~%j4~%p2~%m#~%o$|~%hf~%n7~%>}~%up~%j:~%p.~%m"
     "&~%o#|~%hf~%n0~%/}~%us~%j[~%p*~%m)FEE|SA~%,#%:XDFAr!~#d#FS+}+,~$9#%9~$f+##"},
    {family::v_zb, {9, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|SA-#CUFE"},
    {family::v_zb, {9, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {9, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_zb, {9, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|ubh!x,E|u^e!w-FEEE|r+x+q/w*F#!"
     "E|SAm#%)XDa#%)b###"},
    {family::v_zb, {9, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%!r!~#+0E"
     "|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_zb, {9, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#/$U%#E%/E|~#67~#3<%#~#5'~#90EE|~#6:~#3:%!~#5*~#9,!!|~#6>~"
     "#3:~#9-~#1#)$!#|~#6[~#3:~#9)~#5(F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#"
     "%1v'##"},
    {family::v_zb, {9, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!!WC$(E$(!!|SAQ$1TBR$!X{#';F%#FWCU%/E%'!#|~#`:~#]^%!~#_2~#c(!$|~#`>~#]^~#c5~#_#F~#`%|"
     "~#`[~#]^~#c1~#_%~#a%|~#`_~#]^~#c-~#_'~#a$|~#?1'+~#c.~#]<~#c)~#_)~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~"
     "#*#%5XDs#%5~#%)##"},
    {family::v_zb, {9, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;FFWC$1E$!!%|SAQ$4TBR$!X~#'#']F%!WCUF%:~#m&E|~#n>~#kf~#q>EF~#n&|~#n[~#kf~#q9EF~#o'|~#n_"
     "~#kf~#q5~#m$~#o%|~#k7~#q[~#k8~#q1~#m&~#o$|~#h7~#t4~#kc~#q-~#m(~#o#|~#h>~#t1~#kc~#q)~#m*FEE|SA~#2"
     "#%9XDy#%9~#/+##"},
    {family::v_zb, {9, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%7F&$FWCF+)WCE''$)!!|SAQ$7TBR$!X~#6#';F(&FWCUF7%F)#0#%!E)&-'%(!#|~#}[~#ym~#x&(%~#{/)'~#{"
     "$E|~#}_~#ym'%E(%~#{3F~#}%|~#}b~#y`~#l&'+~$1&~#{1~$!%|~#v7'+~$$1~#y+~#r#0!~#f&~$$8~#{/~$!$|~#v>~$"
     "'1~#y*~#@&E0%~#f)'1~$`#~#{0~$!#|~#v_~#}+S~#v#AQ~#x0~$#f~#{'FEE|SA~#[#%9XDFCUSAE+#~#-#%%F.+%#E7$~"
     "#;*FE"},
    {family::v_zb, {9, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%;F&$WC)$(!$0E'%!'|SAQ$:TBR$!X~#>#']F(&WCU,&+!'%5$%.E)'F~$/'|~$/_~$,z~$25~$.*~$0'|~$/b~$"
     ",z~$21~$.,~$0&|~$,>~$2_~$,b~$2-~$..~$0%|~$)>~$51~$,w~$2)~$.0~$0$|~$)_~$5.~$,w'%~$.2~$0#|~$)e'+~$"
     ",-E~$,h'%~$.0FEE|SA~#^#%?XDFAx!~#p#~#.#%>~#_-##"},
    {family::v_zb, {9, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%7F&)WC),(!$'E'-E!&|SAQ$>TBR$!X~#h#';F(-WCU,1+!'%5$%!E)3~$>'|~$>b~$:}~$:)~$[)~$<5~$?'|~$"
     ">e~$:}'/~$<7~$?&|~$7>'+~$[4~$:<E~$::'%~$<5~$?%|~$7_~$_.~$:]~#c$~$:['%~$<3~$?$|~$7e'+~$:4E,0~$:['"
     "%~$<1~$?#|~$7k'&~$7*AQ~$9w~$@*~$<+FEE|SA~#l#%?XDFAx!~#p#FS+'~#8#%>~#i-##"},
    {family::v_zb, {9, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%3F&.WC)4WCE+!'0$#!%|SAQ$[TBR$!X~#w#'5F(4WCU,5E,%+!'%5$)7!&|~$ge~$d}DV~#{$~$d.'%~$f8F~$g"
     "&|~$d_~$j:~$d_E,0~$d.'%~$f6~$h&|~$a_~$m.~$dd~#l$,0~$d4'%~$f4~$h%|~$ae'+~$d;E,;~$d:'%~$f2~$h$|~$a"
     "k'&~$a1AQ~$c}~$i.~$f(~$h#|~$al~$g0~$`,[!~$cw~$i*~$f+FEE|SA~#z#%?XDFAx!~#p#FS+1~#^#%>~#s-##"},
    {family::v_zb, {9, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%/F&3WC)/E)+8!+!'-$&!$|SAQ$_TBR$!X~$+#'/F(;WCU,1E,4+!'%5$)6~$t%E|~$uh~$rxE,;~$r('%~$t7F~"
     "$u&|~$o_'+~$rn~#m$,;~$r.'%~$t5~$v&|~$oe'+~$r^E,b~$r4'%~$t3~$v%|~$ok'&~$o8AQ~$q}~$w7~$t%~$v$|~$ol"
     "~$u7~$n,c!~$q}~$w.~$t(~$v#|~$ol~$u0~$n:~$}7~$qb~$w*~$t+FEE|SA~$-#%?XDFAx!~#p#FS+;~#h#%>~$!-##"},
    {family::v_zb, {9, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%+F&8WC),E)6WC+#'*$)!#|SAQ$bTBR$!X~$:#')F(^WCU,*E,b+!'%5$)2%$!$|~%%e~%+1~%%i~$#$,b~%%('%"
     "~%'3)$!%|~%!e'+~%%eE,m~%%.'%~%'4F~%(%|~%!k'&~%!@AQ~%$}~%*[E##!#|~%!l~%(?~$},j!~%$}~%*7~%'%~%)$|~"
     "%!l~%(7~$}:~%/^~%$[~%*.~%'(~%)#|~%!l~%(0~$}d~%/7~%$b~%**~%'+FEE|SA~$;#%?XDFAx!~#p#FS+a~#r#%>~$,-"
     "##"},
    {family::v_zb, {9, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDV%'F&>WC)'E)_l!+!''$,!!|SAQ$eTBR$!X~$e#'#F(eWCU,&E,q+!'%5$).%(!#|~%0e'+~%3lE,x~%3('%~%5/)"
     "'~%5$E|~%0k'&~%0bAQ~%2}~%2.~%8:F~%6%|~%0l~%6a~%/,q!~%2}~%8[E##!#|~%0l~%6?~%/:~%>i~%2:~%82~%5%~%7"
     "$|~%0l~%67~%/d~%>^~%2[~%8.~%5(~%7#|~%0l~%60~%/r~%>7~%2b~%8*~%5+FEE|SA~$e#%?XDFAx!~#p#FS+k~#}#%>~"
     "$6-##"},
    {family::v_zb, {9, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDV%#F&^WC)$E)jWC+#'$$/EE|SAQ$eTBR'%X~$6$(jWCUE,},&+!'%5$)*%,!!|~%?k'&~%?iAQ~%5}~%[3~%b5)'~"
     "%^#EE|~%?l~%`h~%>,x!~%[}~%[.~%b:F~%`%|~%?l~%`a~%>:~%gt~%[4~%b6E##!#|~%?l~%`?~%>d~%gi~%[:~%b2~%_%"
     "~%a$|~%?l~%`7~%>r~%g^~%[[~%b.~%_(~%a#|~%?l~%`0~%>}~%g;~%[b~%b*~%_+FEE|SA~$s#%?XDFAx!~#p#FS+u~$+#"
     "%>~$[-##"},
    {family::v_zb, {9, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&cWCE)wWC+#$4E|SAQ$eTBR'&X~$?$R(iAQWCUE.&,},*+!'%5$)*%,!!|~%hl~%no~%g,S~%u}~%j5~%p5)'~%"
     "l#EE|~%hl~%nh~%g:~%u}~%j1~%p:F~%n%|~%hl~%na~%gd~%ut~%j4~%p6E##!#|~%hl~%n?~%gr~%ui~%j:~%p2~%m%~%o"
     "$|~%hl~%n7~%g}~%ub~%j[~%p.~%m(~%o#|~%hl~%n0~%>}~%ue~%jb~%p*~%m+FEE|SA~%&#%?XDFAx!~#p#FS+}+!~$5#%"
     ">~$f-##"},
    {family::v_zb, {9, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&cAQWCE+$)zWC+#$4E|SAQ$eTBR'&X~$d$R(i~%5#UE.&S/,,},*+!'%5$)*%,!!|~%vl~%}o~%u:~&(}~%x6~&"
     "#5)'~%z#EE|~%vl~%}h~%ud~&(}~%x1~&#:F~%}%|~%vl~%}a~%ur~&(t~%x4~&#6E##!#|~%vl~%}?~%u}~&(m~%x:~&#2~"
     "%{%~&!$|~%vl~%}7~%g}~&(p~%x[~&#.~%{(~&!#|~%vl~%}0~%>}~&(s~%xb~&#*~%{+FEE|SA~%4#%?XDFAx!~#p#FS+}+"
     ",~$@#%>~$p-##"},
    {family::v_zb, {9, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&cAQWCE+.)zWC+#$4E|SAQ$eTBR'&X~$n$R(i~%5#UE.&S/:,},*+!'%5$)*%,!!|~&)l~&/o~&(d~&6}~&+6~&"
     "15)'~&-#EE|~&)l~&/h~&(r~&6}~&+1~&1:F~&/%|~&)l~&/a~&(}~&6x~&+4~&16E##!#|~&)l~&/?~%u}~&6{~&+:~&12~"
     "&.%~&0$|~&)l~&/7~%g}~&6}~&+^~&1.~&.(~&0#|~&)l~&/0~%>}~&6}~&+g~&1*~&.+FEE|SA~%^#%?XDFAx!~#p#FS+}+"
     "6~$e#%>~$z-##"},
    {family::v_zb, {10, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_zb, {10, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {10, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!"
     "FE"},
    {family::v_zb, {10, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|ubh!x,E|u^e!w-FEEE|r+x+q/w*F"
     "#!E|SAm#%)XDa#%)b###"},
    {family::v_zb, {10, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_zb, {10, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:%#~#5#~#94E|~#6>~#38%!~#5"
     "&~#90EE|~#6[~#38~#9)~#-#)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#8*~#5%FEE|SA"
     "~#!#%1XDm#%1v'##"},
    {family::v_zb, {10, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!$WC$!E$.E|SAQ$1TBR$!X{#';F%#~#<$U%'E%/EE|~#`:~#]^%#~#_+~#c0!!|~#`>~#][%!~#_.~#c,!#|~"
     "#`[~#][~#c1~#@#)$!$|~#`_~#][~#c-~#_(F~#`$|~#`b~#][~#c)~#_*~#a$|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#"
     "f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_zb, {10, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!!WC$+E$(!#|SAQ$4TBR$!X~#'#']F%#FWCU%3E%'!$|~#n>~#kd%!~#m6~#q(!%|~#n[~#kd~#q9~#m#F~#n"
     "&|~#n_~#kd~#q5~#m%~#o&|~#nb~#kd~#q1~#m'~#o%|~#k7~#q>~#k<~#q-~#m)~#o$|~#h7~#t7~#ka~#q)~#m+~#o#|~#"
     "h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~#/+##"},
    {family::v_zb, {10, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@FFWC$4E$!!&|SAQ$7TBR$!X~#.#'cF%!WCUF%?~#{'E|~#}[~#yl~$$]EF~#}'|~#}_~#yl~$$>EF~$!(|~#}b"
     "~#yl~$$9~#{$~$!&|~#}e~#yl~$$5~#{&~$!%|~#v7'+~$$:~#y?~$$1~#{(~$!$|~#v>~$'4~#yi~$$-~#{*~$!#|~#v_~$"
     "'1~#yi~$$)~#{,FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_zb, {10, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%;F&$FWCF+)$$E''$)!#|SAQ$:TBR$!X~#>#']F(&FWCUF7%F)#0#%&E-.%(!$|~$/_~$,s~$+&~$2)~$./)'~$."
     "%E|~$/b~$,s~$2,~$.7F~$/&|~$/e~$,s'%E(%~$.5~$0&|~$,>~$2[~$,2~#t&'1~$a&~$.3~$0%|~$)>~$54~$,4~$%#0!"
     "~#n&~$2?~$.1~$0$|~$)_~$51~$,*~#c&E0%~#n)'7~$t#~$.2~$0#|~$)e~$/+S~$)#AQ~$+0~$1l~$.)FEE|SA~#d#%>XD"
     "FCUSAE+#~#3#%%F.+%'E;$~#a,FE"},
    {family::v_zb, {10, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%@F&$WC)$(!$3E'%!(|SAQ$>TBR$!X~#`#'cF(&WCU,&+!'%5$%2E)'F~$>(|~$>b~$:}~$[>~$<*~$?(|~$>e~$"
     ":}~$[9~$<,~$?'|~$>h~$:}~$[5~$<.~$?&|~$7>'+~$[>~$:h~$[-~$<0~$?%|~$7_~$_1~$:}~$[*~$<2~$?$|~$7e~$_."
     "~$:}'&~$<4~$?#|~$7k'+~$:-E~$:n'%~$<2FEE|SA~#f#%^XDFACUE~#}#~#4#%]~#i/##"},
    {family::v_zb, {10, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%;F&)WC),(!$*E'-E!'|SAQ$[TBR$!X~#o#']F(-WCU,1+!'%5$%&E)3~$g(|~$ge~$d}~$d/~$j-~$f5~$h(|~$"
     "gh~$d}~$d/~$j)~$f7~$h'|~$d_~$j_~$dt'%~$f9~$h&|~$a_~$m1~$dgE~$d['%~$f7~$h%|~$ae~$m.~$d]~#k$~$db'%"
     "~$f5~$h$|~$ak'+~$d4E,0~$db'%~$f3~$h#|~$aq'&~$a*AQ~$c}~$i+~$f-FEE|SA~#t#%^XDFACUE~#}#FS+'~#?#%]~#"
     "s/##"},
    {family::v_zb, {10, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%7F&.WC)4(!WCE'3$#!&|SAQ$_TBR$!X~$##';F(4WCU,<+!'%E5#);!'|~$uh~$r},+E~$r.'%~$t<F~$u'|~$u"
     "k~$r}DV~$($~$r4'%~$t:~$v'|~$o_'+~$x4~$r_E,0~$r4'%~$t8~$v&|~$oe~${.~$rd~#t$,0~$r:'%~$t6~$v%|~$ok'"
     "+~$r;E,;~$r['%~$t4~$v$|~$oq'&~$o1AQ~$q}~$w4~$t*~$v#|~$or~$u0~$n,[!~$q}~$w+~$t-FEE|SA~$'#%^XDFACU"
     "E~#}#FS+1~#d#%]~$!/##"},
    {family::v_zb, {10, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%3F&3WC)4E)&WC+#'0$&!%|SAQ$bTBR$!X~$2#'5F(;WCU,5E,0+!'%5$):~%'&E|~%(k~%%},(~$1$,0~%%('%~"
     "%';F~%('|~%%e~%+:~%%fE,;~%%.'%~%'9~%)'|~%!e~%..~%%k~#u$,;~%%4'%~%'7~%)&|~%!k'+~%%^E,b~%%:'%~%'5~"
     "%)%|~%!q'&~%!8AQ~%$}~%*>~%''~%)$|~%!r~%(7~$},c!~%$}~%*4~%'*~%)#|~%!r~%(0~$}:~%/7~%$h~%**~%'-FEE|"
     "SA~$5#%^XDFACUE~#}#FS+;~#n#%]~$,/##"},
    {family::v_zb, {10, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDV%/F&8WC)/E)3[!+!'-$)!$|SAQ$eTBR$!X~$]#'/F(^WCU,1E,@+!'%5$)6%$!%|~%6n~%3},!E,b~%3('%~%57)"
     "$!&|~%0e'+~%3u~$#$,b~%3.'%~%58F~%6&|~%0k'+~%3eE,m~%34'%~%56~%7&|~%0q'&~%0@AQ~%2}~%8b~%5$~%7%|~%0"
     "r~%6?~%/,j!~%2}~%8>~%5'~%7$|~%0r~%67~%/:~%>^~%2b~%8.~%5*~%7#|~%0r~%60~%/d~%>7~%2h~%8*~%5-FEE|SA~"
     "$_#%^XDFACUE~#}#FS+a~#x#%]~$6/##"},
    {family::v_zb, {10, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDV%+F&>WC),E)?WC+#'*$,!#|SAQ$hTBR$!X~$l#')F(eWCU,*E,m+!'%5$)2%(!$|~%]k~%c1~%]p~$4$,m~%]('%"
     "~%_3)'~%_%E|~%?k'+~%]lE,x~%].'%~%_7F~%`&|~%?q'&~%?bAQ~%[}~%[4~%b:F#!!$|~%?r~%`a~%>,q!~%[}~%bb~%_"
     "$~%a%|~%?r~%`?~%>:~%gi~%[[~%b2~%_'~%a$|~%?r~%`7~%>d~%g^~%[b~%b.~%_*~%a#|~%?r~%`0~%>r~%g7~%[h~%b*"
     "~%_-FEE|SA~$m#%^XDFACUE~#}#FS+k~$'#%]~$[/##"},
    {family::v_zb, {10, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDV%'F&^WC)'E)gt!+!''$/!!|SAQ$kTBR$!X~${#'#F(lWCU,&E,}+!'%5$).%,!#|~%hk'+~%ksE,},&~%k('%~%m"
     "/~%u,!$|~%hq'&~%hiAQ~%_}~%j9~%p>F~%m%E|~%hr~%nh~%g,x!~%j}~%j4~%p:F#!!$|~%hr~%na~%g:~%ut~%j:~%p6~"
     "%m$~%o%|~%hr~%n?~%gd~%ui~%j[~%p2~%m'~%o$|~%hr~%n7~%gr~%u^~%jb~%p.~%m*~%o#|~%hr~%n0~%g}~%u;~%jh~%"
     "p*~%m-FEE|SA~${#%^XDFACUE~#}#FS+u~$1#%]~$f/##"},
    {family::v_zb, {10, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDV%#F&cWC)$E)rWC+#'$$2EE|SAQ$kTBR'%X~$c$(qWCUE,},1+!'%5$)*%0!!|~%vq'&~%vpAQ~%b}~%x?~&#5~&+"
     ",!$|~%vr~%}o~%u,S~&(}~%x;~&#>F~%{%E|~%vr~%}h~%u:~&(}~%x7~&#:F#!!$|~%vr~%}a~%ud~&(t~%x:~&#6~%{$~&"
     "!%|~%vr~%}?~%ur~&(i~%x[~&#2~%{'~&!$|~%vr~%}7~%u}~&(b~%xb~&#.~%{*~&!#|~%vr~%}0~%g}~&(e~%xh~&#*~%{"
     "-FEE|SA~%.#%^XDFACUE~#}#FS+}+!~$;#%]~$p/##"},
    {family::v_zb, {10, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&hWCE)})!WC+#$7E|SAQ$kTBR'&X~$k$R(pAQWCUE.&,},5+!'%5$)*%0!!|~&)r~&/v~&(,S~&6}~&+[~&15~&"
     "9,!$|~&)r~&/o~&(:~&6}~&+<~&1>F~&.%E|~&)r~&/h~&(d~&6}~&+7~&1:F#!!$|~&)r~&/a~&(r~&6t~&+:~&16~&.$~&"
     "0%|~&)r~&/?~&(}~&6m~&+[~&12~&.'~&0$|~&)r~&/7~%u}~&6p~&+b~&1.~&.*~&0#|~&)r~&/0~%g}~&6s~&+h~&1*~&."
     "-FEE|SA~%<#%^XDFACUE~#}#FS+}+,~$a#%]~$z/##"},
    {family::v_zb, {10, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&hAQWCE+$)})%WC+#$7E|SAQ$kTBR'&X~$u$R(p~%i#UE.&S/,,},5+!'%5$)*%0!!|~&7r~&>v~&6:~&`}~&9]"
     "~&@5~&c,!$|~&7r~&>o~&6d~&`}~&9<~&@>F~&<%E|~&7r~&>h~&6r~&`}~&97~&@:F#!!$|~&7r~&>a~&6}~&`x~&9:~&@6"
     "~&<$~&?%|~&7r~&>?~&(}~&`{~&9[~&@2~&<'~&?$|~&7r~&>7~%u}~&`}~&9d~&@.~&<*~&?#|~&7r~&>0~%g}~&`}~&9m~"
     "&@*~&<-FEE|SA~%f#%^XDFACUE~#}#FS+}+6~$k#%]~%)/##"},
    {family::v_zb, {10, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&hAQWCE+.)})%WC+#$7E|SAQ$kTBR'&X~%$$R(p~%i#UE.&S/:,},5+!'%5$)*%0!!|~&ar~&gv~&`d~&n}~&c]"
     "~&i5~&q,!$|~&ar~&go~&`r~&n}~&c<~&i>F~&f%E|~&ar~&gh~&`}~&n}~&c;~&i:F#!!$|~&ar~&ga~&6}~&n}~&c`~&i6"
     "~&f$~&h%|~&ar~&g?~&(}~&n}~&ci~&i2~&f'~&h$|~&ar~&g7~%u}~&n}~&cr~&i.~&f*~&h#|~&ar~&g0~%g}/}~&c{~&i"
     "*~&f-FEE|SA~%t#%^XDFACUE~#}#FS+}+[~$u#%]~%3/##"},
    {family::v_zb, {11, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_zb, {11, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {11, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F"
     "?!FE"},
    {family::v_zb, {11, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|ubh!x,E|u^e!w-FEEE|r+x+q/w"
     "*F#!E|SAm#%)XDa#%)b###"},
    {family::v_zb, {11, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_zb, {11, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%!}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#8*~#5%FEE"
     "|SA~#!#%1XDm#%1v'##"},
    {family::v_zb, {11, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a&WCU~#c8E|~#`>~#][%#~#_'~#c4EE|~#`[~#]?"
     "%!~#_*~#c0!!|~#`_~#]?~#c-~#;#)'~#_#E|~#`b~#]?~#c)~#_+F~#`$|~#`t~#[.~#b2F#!!!|~#?1'+~#`6~#[4~#b.~"
     "#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_zb, {11, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!$WC$%E$.EE|SAQ$4TBR$!X~#'#']F%#~#e$U%+E%/!!|~#n>~#kd%#~#m/~#q0!#|~#n[~#kb%!~#m2~#q,!"
     "$|~#n_~#kb~#q5~#i#)$!%|~#nb~#kb~#q1~#m(F~#n%|~#ne~#kb~#q-~#m*~#o%|~#k7~#q:~#k[~#q)~#m,~#o$|~#h7~"
     "#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~#/+##"},
    {family::v_zb, {11, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!!WC$.E$(!$|SAQ$7TBR$!X~#.#'cF%#FWCU%7E%'!%|~#}[~#yj%!~#{:~$$(!&|~#}_~#yj~$$>~#{#F~#}"
     "'|~#}b~#yj~$$9~#{%~$!'|~#}e~#yj~$$5~#{'~$!&|~#}h~#yj~$$1~#{)~$!%|~#v7'+~$$7~#y^~$$-~#{+~$!$|~#v>"
     "~$'7~#yg~$$)~#{-~$!#|~#v_~$'1~#xi~$#*~#{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_zb, {11, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%;F&$!#WC-&WCE-!'$$,E&#|SAQ$:TBR$!X~#>#']F(&FF'#WCU2#.$-#%!E)*%,~$-#'!|~$/_~$,p;%1!-%~$."
     ".~$6,~$.&E|~$/b~$,q/&~#i#~$2%/#~$*+-$~$.'E|~$/e~$,n~$(-+)~$*(%#F~$.'E|~$/h~$,dE/)~$22~$.+FE'&!!|"
     "~$,>~$2>~$,(~#x&E1&~$%+~$1?F~$-&~$0$|~$)>~$57~$,*~#{)3#~#>#~$(.E~$2:E1#'!~$0%|~$)_~$/1S~$%#AQ~$/"
     "'~#>#~$?%~#m,~$,/~$()g&~$.(~$0%|~$)_~$51~$$#1!~$+0~$1,~$+2]-~$9#F~$.%~$0$|SA~#d#%>XDFSACUE+#~#(#"
     "%%FE/+7-~#_'#%"},
    {family::v_zb, {11, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%@F&$FWCF+)$'E''$)!$|SAQ$>TBR$!X~#`#'cF(&FWCUF7%F)#0#%*E-.%(!%|~$>b~$:y~$9&~$[-~$</)'~$<"
     "&E|~$>e~$:y~$[0~$<7F~$>'|~$>h~$:y~$[,~$<9~$?'|~$>k~$:y'%E(%~$<7~$?&|~$7>'+~$[:~$:2~#}&'7~$u&~$<5"
     "~$?%|~$7_~$_4~$:4~$3#0!~#v&~$[`~$<3~$?$|~$7e~$_1~$:*~#k&E0%~#v)'>~%-#~$<4~$?#|~$7k~$>+S~$7#AQ~$9"
     "0~$@r~$<+FEE|SA~#l#%]XDFCUSAE+#~#9#%%F.+%+E@$~#k.FE"},
    {family::v_zb, {11, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%_F&$WC)$(!$6E'%!)|SAQ$[TBR$!X~#g#'iF(&WCU,&+!'%5$%6E)'F~$g)|~$ge~$d}~$d)~$j>~$f*~$h)|~$"
     "gh~$d}~$j_~$f,~$h(|~$gk~$d}~$j@~$f.~$h'|~$d_~$jh~$dh~$j1~$f0~$h&|~$a_~$m4~$d}~$j4~$f2~$h%|~$ae~$"
     "m1~$d}~$j0~$f4~$h$|~$ak~$m.~$d}',~$f6~$h#|~$aq'+~$d-E~$dt'%~$f4FEE|SA~#n#%bXDFACUE~$-#~#:#%a~#s1"
     "##"},
    {family::v_zb, {11, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%@F&)WC),(!$-E'-E!(|SAQ$_TBR$!X~#v#'cF(-WCU,1+!'%5$%*E)3~$u)|~$uh~$r}~$r5~$x1~$t5~$v)|~$"
     "uk~$r}~$r5~$x-~$t7~$v(|~$un~$r}~$r5~$x)~$t9~$v'|~$o_'+~$x>~$rz'%~$t;~$v&|~$oe~${1~$rgE~$rb'%~$t9"
     "~$v%|~$ok~${.~$r]~#s$~$rh'%~$t7~$v$|~$oq'+~$r4E,0~$rh'%~$t5~$v#|~$ow'&~$o*AQ~$q}~$w1~$t/FEE|SA~#"
     "}#%bXDFACUE~$-#FS+'~#`#%a~$!1##"},
    {family::v_zb, {11, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%;F&.WC)4(!$$E'3$#!'|SAQ$bTBR$!X~$*#']F(4WCU,<+!'%5#E)@!(|~%(k~%%}~%%]'%~%'[F~%((|~%(n~%"
     "%},+E~%%4'%~%'?~%)(|~%%e~%+_~%%f~$0$~%%:'%~%'<~%)'|~%!e~%.1~%%nE,0~%%:'%~%':~%)&|~%!k~%..~%%d~#}"
     "$,0~%%['%~%'8~%)%|~%!q'+~%%;E,;~%%b'%~%'6~%)$|~%!w'&~%!1AQ~%$}~%*:~%',~%)#|~%!x~%(0~$},[!~%$}~%*"
     "1~%'/FEE|SA~$/#%bXDFACUE~$-#FS+1~#j#%a~$,1##"},
    {family::v_zb, {11, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDV%7F&3WC)7E)#0!+!'3$&!&|SAQ$eTBR$!X~$9#';F(;WCU,<E,)+!'%5$)?~%5'E|~%6n~%3},2E,0~%3('%~%5@"
     "F~%6(|~%6q~%3},(~$1$,0~%3.'%~%5>~%7(|~%0e'+~%94~%3fE,;~%34'%~%5;~%7'|~%0k~%<.~%3k~$!$,;~%3:'%~%5"
     "9~%7&|~%0q'+~%3^E,b~%3['%~%57~%7%|~%0w'&~%08AQ~%2}~%8_~%5)~%7$|~%0x~%67~%/,c!~%2}~%8:~%5,~%7#|~%"
     "0x~%60~%/:~%>7~%2n~%8*~%5/FEE|SA~$>#%bXDFACUE~$-#FS+;~#t#%a~$61##"},
    {family::v_zb, {11, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDV%3F&8WC)4E).WC+#'0$)!%|SAQ$hTBR$!X~$d#'5F(^WCU,5E,;+!'%5$):%$!&|~%`q~%]},/~$^$,;~%]('%~%"
     "_;)$!'|~%]k~%c:~%]mE,b~%].'%~%_<F~%`'|~%?k~%f.~%]r~$+$,b~%]4'%~%_:~%a'|~%?q'+~%]eE,m~%]:'%~%_8~%"
     "a&|~%?w'&~%?@AQ~%[}~%bh~%_&~%a%|~%?x~%`?~%>,j!~%[}~%b_~%_)~%a$|~%?x~%`7~%>:~%g^~%[h~%b.~%_,~%a#|"
     "~%?x~%`0~%>d~%g7~%[n~%b*~%_/FEE|SA~$g#%bXDFACUE~$-#FS+a~$##%a~$[1##"},
    {family::v_zb, {11, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDV%/F&>WC)/E);d!+!'-$,!$|SAQ$kTBR$!X~$s#'/F(eWCU,1E,f+!'%5$)6%(!%|~%nt~%k},)E,m~%k('%~%m7)"
     "'~%m&E|~%hk'+~%k}~$4$,m~%k.'%~%m;F~%n'|~%hq'+~%klE,x~%k4'%~%m9~%o'|~%hw'&~%hbAQ~%j}~%j:~%p:~%m#~"
     "%o&|~%hx~%na~%g,q!~%j}~%ph~%m&~%o%|~%hx~%n?~%g:~%ui~%jb~%p2~%m)~%o$|~%hx~%n7~%gd~%u^~%jh~%p.~%m,"
     "~%o#|~%hx~%n0~%gr~%u7~%jn~%p*~%m/FEE|SA~$u#%bXDFACUE~$-#FS+k~$-#%a~$f1##"},
    {family::v_zb, {11, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDV%+F&^WC),E)bWC+#'*$/!#|SAQ$nTBR$!X~%'#')F(lWCU,*E,x+!'%5$)2%,!$|~%yq~&$1~%yw~$a$,x~%y('%"
     "~%{3~&(,!%|~%vq'+~%ysE,},&~%y.'%~%{7)$!&|~%vw'&~%viAQ~%m}~%x@~&#?EF~%}&|~%vx~%}h~%u,x!~%x}~%x:~&"
     "#:~%{#~&!&|~%vx~%}a~%u:~&(t~%x[~&#6~%{&~&!%|~%vx~%}?~%ud~&(i~%xb~&#2~%{)~&!$|~%vx~%}7~%ur~&(^~%x"
     "h~&#.~%{,~&!#|~%vx~%}0~%u}~&(;~%xn~&#*~%{/FEE|SA~%(#%bXDFACUE~$-#FS+u~$7#%a~$p1##"},
    {family::v_zb, {11, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDV%'F&cWC)'E)o}!+!''$2!!|SAQ$qTBR$!X~%6#'#F(sWCU,&E,},*+!'%5$).%0!#|~&)q'+~&,zE,},1~&,('%~"
     "&./~&60!$|~&)w'&~&)pAQ~%p}~&+`~&1>)$!&|~&)x~&/o~&(,S~&6}~&+]~&1?EF~&/&|~&)x~&/h~&(:~&6}~&+>~&1:~"
     "&.#~&0&|~&)x~&/a~&(d~&6t~&+[~&16~&.&~&0%|~&)x~&/?~&(r~&6i~&+b~&12~&.)~&0$|~&)x~&/7~&(}~&6b~&+h~&"
     "1.~&.,~&0#|~&)x~&/0~%u}~&6e~&+n~&1*~&./FEE|SA~%6#%bXDFACUE~$-#FS+}+!~$]#%a~$z1##"},
    {family::v_zb, {11, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDV%#F&hWC)$E)zWC+#'$$5EE|SAQ$qTBR'%X~$t$(xWCUE,},<+!'%5$)*%4!!|~&7w'&~&7wAQ~%s}~&9e~&@5~&c"
     "0!$|~&7x~&>v~&6,S~&`}~&9b~&@>)$!&|~&7x~&>o~&6:~&`}~&9^~&@?EF~&>&|~&7x~&>h~&6d~&`}~&9>~&@:~&<#~&?"
     "&|~&7x~&>a~&6r~&`t~&9[~&@6~&<&~&?%|~&7x~&>?~&6}~&`m~&9b~&@2~&<)~&?$|~&7x~&>7~&(}~&`p~&9h~&@.~&<,"
     "~&?#|~&7x~&>0~%u}~&`s~&9n~&@*~&</FEE|SA~%`#%bXDFACUE~$-#FS+}+,~$g#%a~%)1##"},
    {family::v_zb, {11, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&mWCE)})*WC+#$:E|SAQ$qTBR'&X~$}$R(wAQWCUE.&,},[+!'%5$)*%4!!|~&ax~&g}~&`-S~&n}~&cg~&i5~&"
     "q0!$|~&ax~&gv~&`:~&n}~&cc~&i>)$!&|~&ax~&go~&`d~&n}~&c^~&i?EF~&g&|~&ax~&gh~&`r~&n}~&c>~&i:~&f#~&h"
     "&|~&ax~&ga~&`}~&nx~&c[~&i6~&f&~&h%|~&ax~&g?~&6}~&n{~&cb~&i2~&f)~&h$|~&ax~&g7~&(}~&n}~&cj~&i.~&f,"
     "~&h#|~&ax~&g0~%u}~&n}~&cs~&i*~&f/FEE|SA~%n#%bXDFACUE~$-#FS+}+6~$q#%a~%31##"},
    {family::v_zb, {11, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&mAQWCE+$)})-WC+#$:E|SAQ$qTBR'&X~%+$R(w~&&#UE.&S/,,},[+!'%5$)*%4!!|~&ox~&u}~&n;~&}}~&qh"
     "~&w5~'$0!$|~&ox~&uv~&nd~&}}~&qc~&w>)$!&|~&ox~&uo~&nr~&}}~&q^~&w?EF~&u&|~&ox~&uh~&n}~&}}~&q]~&w:~"
     "&t#~&v&|~&ox~&ua~&`}~&}}~&qf~&w6~&t&~&v%|~&ox~&u?~&6}~&}}~&qo~&w2~&t)~&v$|~&ox~&u7~&(}~&}}~&qx~&"
     "w.~&t,~&v#|~&ox~&u0~%u}/}~&q}~&w/~&t/FEE|SA~%}#%bXDFACUE~$-#FS+}+[~${#%a~%>1##"},
    {family::v_zb, {11, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&mAQWCE+.)})-WC+#$:E|SAQ$qTBR'&X~%5$R(w~&&#UE.&S/:,},[+!'%5$)*%4!!|~'!x~'(}~&}e~'/}~'$h"
     "~'*5~'20!$|~'!x~'(v~&}r~'/}~'$c~'*>)$!&|~'!x~'(o~&}}~'/}~'$b~'*?EF~'(&|~'!x~'(h~&n}~'/}~'$k~'*:~"
     "''#~')&|~'!x~'(a~&`}~'/}~'$t~'*6~''&~')%|~'!x~'(?~&6}~'/}~'$}~'*3~'')~')$|~'!x~'(7~&(}/}~'$}~'*8"
     "~'',~')#|~'!x~'(0~%u}/}~'/[~'$n~'**~''/FEE|SA~&/#%bXDFACUE~$-#FS+}+f~%*#%a~%c1##"},
    {family::v_zb, {12, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_zb, {12, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {12, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%"
     "%F?!FE"},
    {family::v_zb, {12, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|ubh!x,E|u^e!w-FEEE|r+x+q"
     "/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_zb, {12, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_zb, {12, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#"
     "8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_zb, {12, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?%#~#_#~#"
     "c8E|~#`_~#]<%!~#_&~#c4EE|~#`b~#]<~#c)~#7#~#g,!!|~#`x~#[(~#b5F~#_#E|~#`t~#[.~#b2F#!!!|~#?1'+~#`6~"
     "#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_zb, {12, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#e&U%#E%7E|~#n>~#kd~#o&~#m&~#q8EE|~#n[~#kb%#~#m+~#q4!!|~"
     "#n_~#k`%!~#m.~#q0!#|~#nb~#k`~#q1~#e#)'~#m$E|~#ne~#k`~#q-~#m+F~#n%|~#nh~#k`~#q)~#m-~#o%|~#k7~#q7~"
     "#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~#/+##"},
    {family::v_zb, {12, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!$WC$(E$.!!|SAQ$7TBR$!X~#.#'cF%#~#r$U%/E%/!#|~#}[~#yj%#~#{3~$$0!$|~#}_~#yh%!~#{6~$$,!"
     "%|~#}b~#yh~$$9~#w#)$!&|~#}e~#yh~$$5~#{(F~#}&|~#}h~#yh~$$1~#{*~$!&|~#}k~#yh~$$-~#{,~$!%|~#v7'+~$$"
     "4~#yb~$$)~#{.~$!$|~#v>~$'7~#xg~$#.~#{(~$!#|~#v_~$'1~#xi~$#*~#{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_zb, {12, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!!WC$1E$(!%|SAQ$:TBR$!X~#5#'iF%#FWCU%;E%'!&|~$/_~$,p%!~$.?~$2(!'|~$/b~$,p~$2]~$.#F~$/"
     "(|~$/e~$,p~$2>~$.%~$0(|~$/h~$,p~$29~$.'~$0'|~$/k~$,p~$25~$.)~$0&|~$,>~$2b~$,^~$21~$.+~$0%|~$)>~$"
     "5:~$,m~$2-~$.-~$0$|~$)_~$57~$,m~$2)~$./~$0#|~$)e~$51~$+o~$1*~$.-FEE|SA~#^#%]XD~#*#%]~#_/##"},
    {family::v_zb, {12, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%@F&$!#WC-&*!WCE''$,E&$|SAQ$>TBR$!X~#`#'cF(&FF'#WCU2#.$-#%&E)*%,~$;#'#|~$>b~$:v;%1!-%~$<"
     "2~$`,~$<'E|~$>e~$:w/&~$[)~$4'~$8+-$~$<(E|~$>h~$:x~$6)+%~$<+)'EF~$<(E|~$>k~$:n~$0)~$6)+)~$<+FE'&!"
     "#|~$>n~$:dE/)~$[8~$<-+$E~$?%|~$7>'+~$[7~$:(~$+&E1&~$31~$@?F~$]&~$?&|~$7_~$_7~$:*~$.)3#~#a#~$0.E~"
     "$[[E1#'!~$?'|~$7e~$>1S~$3#AQ~$>'~#a#~$h%~#u,~$:5~$6)m&~$<*~$?%|~$7e~$_1~$2#1!~$90~$@,~$98c-~$c#F"
     "~$<'~$?$|SA~#l#%]XDFSACUE+#~#.#%%FE/+;1~#i)#%"},
    {family::v_zb, {12, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%;F&)!!WC&!.#*!(#E3!E-!'$$/E&#|SAQ$[TBR$!X~#o#']F(-F&#WCU~$;$R+#g%FE)!/!E>#%&-#%0~$e#'!|"
     "~$ge~$d}~$<%+&E~$r&~$j*)+~$f/E|~$gh~$d}E>&~$`)+%e$~$^*-(~$f'E|~$gk~$dl~$?&-#+%E/%~$`)+)~$b,-#~$f"
     "(E|~$gn~$de~$6#5!-#~$n&<#~$?(~$j/~$f+)$E'%!#|~$d_~$j>~$d6~$c#5&/!+#3#~$c.~$i<~$e&F~$g$|~$a_~$m7~"
     "$d1~$c@^#~$j4~$<#~$t)~$f*F~$h&|~$ae~$g1S~$a*AQ~$g&~#a$~$c3~$iiF~$k&~$h'|~$ae~$g6~$`%?!~$c')!>!~#"
     "k$~$n)~$5,~$j7q#`&~$f*~$h%|~$ae~$m1~$`)~$9$,%~$c0~$inE)#~$d&~$h&|SA~#z#%]XDFSA~#'#EF2#CUE5#2#%%F"
     "*'E7+;$3$~#s)#%"},
    {family::v_zb, {12, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%cF&$WC)$(!$9E'%!*|SAQ$_TBR$!X~#n#'oF(&WCU,&+!'%5$%:E)'F~$u*|~$uh~$r}~$r/~$x]~$t*~$v*|~$"
     "uk~$r}~$r/~$x>~$t,~$v)|~$un~$r}~$xe~$t.~$v(|~$uq~$r}~$xa~$t0~$v'|~$o_'+~$xb~$rn~$x1~$t2~$v&|~$oe"
     "~${4~$r}~$x:~$t4~$v%|~$ok~${1~$r}~$x6~$t6~$v$|~$oq~${.~$r}'2~$t8~$v#|~$ow'+~$r-E~$rz'%~$t6FEE|SA"
     "~#v#%fXDFACUE~$9#~#[#%e~$!3##"},
    {family::v_zb, {12, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%_F&)WC),(!$0E'-E!)|SAQ$bTBR$!X~$!#'iF(-WCU,1+!'%5$%.E)3~%(*|~%(k~%%}~%%;~%+5~%'5~%)*|~%"
     "(n~%%}~%%;~%+1~%'7~%))|~%(q~%%}~%%;~%+-~%'9~%)(|~%%e~%+h~%%z~%+)~%';~%)'|~%!e~%.4~%%}'?~%'>~%)&|"
     "~%!k~%.1~%%gE~%%h'%~%';~%)%|~%!q~%..~%%]~#{$~%%n'%~%'9~%)$|~%!w'+~%%4E,0~%%n'%~%'7~%)#|~%!}''~%!"
     "*AQ~%$}~%*7~%'1FEE|SA~$)#%fXDFACUE~$9#FS+'~#f#%e~$,3##"},
    {family::v_zb, {12, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDV%@F&.WC)4(!$'E'3$#!(|SAQ$eTBR$!X~$1#'cF(4WCU,<+!'%5$%!E)@!)|~%6n~%3}~%3c~%9)~%5[F~%6)|~%"
     "6q~%3}~%3c'%~%5^~%7)|~%6t~%3},+E~%3:'%~%5[~%7(|~%0e'+~%9>~%3f~$8$~%3['%~%5?~%7'|~%0k~%<1~%3nE,0~"
     "%3['%~%5<~%7&|~%0q~%<.~%3d~$)$,0~%3b'%~%5:~%7%|~%0w'+~%3;E,;~%3h'%~%58~%7$|~%0}''~%01AQ~%2}~%8[~"
     "%5.~%7#|~%0}~%62~%/,[!~%2}~%87~%51FEE|SA~$7#%fXDFACUE~$9#FS+1~#p#%e~$63##"},
    {family::v_zb, {12, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDV%;F&3WC)<WCE+!'6$&!'|SAQ$hTBR$!X~$[#']F(;WCU,[E,%+!'%5$)^~%_(E|~%`q~%]}~%]@~$l$~%].'%~%_"
     "_F~%`)|~%`t~%]},2E,0~%].'%~%_]~%a)|~%]k~%c_~%]m~$9$,0~%]4'%~%_@~%a(|~%?k~%f1~%]uE,;~%]:'%~%_>~%a"
     "'|~%?q~%f.~%]k~$*$,;~%]['%~%_;~%a&|~%?w'+~%]^E,b~%]b'%~%_9~%a%|~%?}''~%?8AQ~%[}~%be~%_+~%a$|~%?}"
     "~%`9~%>,c!~%[}~%b[~%_.~%a#|~%?}~%`2~%>:~%g7~%[t~%b*~%_1FEE|SA~$a#%fXDFACUE~$9#FS+;~#z#%e~$[3##"},
    {family::v_zb, {12, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDV%7F&8WC)7E)+8!+!'3$)!&|SAQ$kTBR$!X~$k#';F(^WCU,<E,4+!'%5$)?%$!'|~%nt~%k}~%k9E,;~%k('%~%m"
     "@)$!(|~%nw~%k},/~$^$,;~%k.'%~%m[F~%n(|~%hk'+~%q4~%kmE,b~%k4'%~%m?~%o(|~%hq~%t.~%kr~$3$,b~%k:'%~%"
     "m<~%o'|~%hw'+~%keE,m~%k['%~%m:~%o&|~%h}''~%h@AQ~%j}~%pn~%m(~%o%|~%h}~%n[~%g,j!~%j}~%pe~%m+~%o$|~"
     "%h}~%n9~%g:~%u^~%jn~%p.~%m.~%o#|~%h}~%n2~%gd~%u7~%jt~%p*~%m1FEE|SA~$o#%fXDFACUE~$9#FS+a~$)#%e~$f"
     "3##"},
    {family::v_zb, {12, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDV%3F&>WC)4E)6WC+#'0$,!%|SAQ$nTBR$!X~$z#'5F(eWCU,5E,b+!'%5$):%(!&|~%}w~%y}~%y6~$o$,b~%y('%"
     "~%{;)'~%{'E|~%yq~&$:~%ytE,m~%y.'%~%{@F~%}(|~%vq~&'.~%yy~$4$,m~%y4'%~%{>~&!(|~%vw'+~%ylE,x~%y:'%~"
     "%{;~&!'|~%v}''~%vbAQ~%x}~%x[~&#:~%{%~&!&|~%v}~%}c~%u,q!~%x}~&#n~%{(~&!%|~%v}~%}[~%u:~&(i~%xh~&#2"
     "~%{+~&!$|~%v}~%}9~%ud~&(^~%xn~&#.~%{.~&!#|~%v}~%}2~%ur~&(7~%xt~&#*~%{1FEE|SA~%!#%fXDFACUE~$9#FS+"
     "k~$3#%e~$p3##"},
    {family::v_zb, {12, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDV%/F&^WC)/E)_l!+!'-$/!$|SAQ$qTBR$!X~%.#'/F(lWCU,1E,q+!'%5$)6%,!%|~&/z~&,}~&,0E,x~&,('%~&."
     "7~&6,!&|~&)q'+~&,},&~$a$,x~&,.'%~&.;)$!'|~&)w'+~&,sE,},&~&,4'%~&.<F~&/'|~&)}''~&)iAQ~%{}~&+a~&1?"
     "E##!%|~&)}~&/j~&(,x!~&+}~&+[~&1:~&.%~&0&|~&)}~&/c~&(:~&6t~&+b~&16~&.(~&0%|~&)}~&/[~&(d~&6i~&+h~&"
     "12~&.+~&0$|~&)}~&/9~&(r~&6^~&+n~&1.~&..~&0#|~&)}~&/2~&(}~&6;~&+t~&1*~&.1FEE|SA~%0#%fXDFACUE~$9#F"
     "S+u~$>#%e~$z3##"},
    {family::v_zb, {12, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDV%+F&cWC),E)jWC+#'*$2!#|SAQ$tTBR$!X~%>#')F(sWCU,*E,},&+!'%5$)2%0!$|~&:w~&[1~&:}DV~$r$,},&"
     "~&:('%~&<3~&`0!%|~&7w'+~&:zE,},1~&:.'%~&<7)'~&<&E|~&7}''~&7pAQ~&#}~&9f~&@^F~&>'|~&7}~&>q~&6,S~&`"
     "}~&9c~&@?E##!%|~&7}~&>j~&6:~&`}~&9_~&@:~&<%~&?&|~&7}~&>c~&6d~&`t~&9b~&@6~&<(~&?%|~&7}~&>[~&6r~&`"
     "i~&9h~&@2~&<+~&?$|~&7}~&>9~&6}~&`b~&9n~&@.~&<.~&?#|~&7}~&>2~&(}~&`e~&9t~&@*~&<1FEE|SA~%?#%fXDFAC"
     "UE~$9#FS+}+!~$c#%e~%)3##"},
    {family::v_zb, {12, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDV%'F&hWC)'E)wWC+#''$5!!|SAQ$wTBR$!X~%h#'#F(zWCU,&E,},5+!'%5$).%4!#|~&aw'+~&d}~&d$E,},<~&d"
     "('%~&f/~&n4!$|~&a}''~&awAQ~&&}~&ck~&i>)'~&e%EE|~&a}~&gx~&`,S~&n}~&ch~&i^F~&g'|~&a}~&gq~&`:~&n}~&"
     "cd~&i?E##!%|~&a}~&gj~&`d~&n}~&c_~&i:~&f%~&h&|~&a}~&gc~&`r~&nt~&cb~&i6~&f(~&h%|~&a}~&g[~&`}~&nm~&"
     "ch~&i2~&f+~&h$|~&a}~&g9~&6}~&np~&cn~&i.~&f.~&h#|~&a}~&g2~&(}~&ns~&ct~&i*~&f1FEE|SA~%h#%fXDFACUE~"
     "$9#FS+}+,~$m#%e~%33##"},
    {family::v_zb, {12, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDV%#F&mWC)$E)})%WC+#'$$8EE|SAQ$wTBR'%X~%*$(}~&,$UE,},c+!'%5$)*%8!!|~&o}''~&o}VFAQ~&)}~&qp~"
     "&w5~'$4!$|~&o}~&u}~&n/S~&}}~&qm~&w>)'~&s%EE|~&o}~&ux~&n:~&}}~&qi~&w^F~&u'|~&o}~&uq~&nd~&}}~&qd~&"
     "w?E##!%|~&o}~&uj~&nr~&}}~&q_~&w:~&t%~&v&|~&o}~&uc~&n}~&}x~&qb~&w6~&t(~&v%|~&o}~&u[~&`}~&}{~&qh~&"
     "w2~&t+~&v$|~&o}~&u9~&6}~&}}~&qp~&w.~&t.~&v#|~&o}~&u2~&(}~&}}~&qy~&w*~&t1FEE|SA~%v#%fXDFACUE~$9#F"
     "S+}+6~$w#%e~%>3##"},
    {family::v_zb, {12, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&rWCE)})2WC+#$>E|SAQ$wTBR'&X~%2$R(}VFAQWCUE.&,},g+!'%5$)*%8!!|~'!}~'(}~&}6S~'/}~'$r~'*5"
     "~'24!$|~'!}~'(}~&}>~'/}~'$n~'*>)'~'&%EE|~'!}~'(x~&}d~'/}~'$i~'*^F~'('|~'!}~'(q~&}r~'/}~'$d~'*?E#"
     "#!%|~'!}~'(j~&}}~'/}~'$c~'*:~''%~')&|~'!}~'(c~&n}~'/}~'$l~'*6~''(~')%|~'!}~'([~&`}~'/}~'$u~'*2~'"
     "'+~')$|~'!}~'(9~&6}~'/}~'$}~'*0~''.~')#|~'!}~'(2~&(}/}~'$}~'*5~''1FEE|SA~&)#%fXDFACUE~$9#FS+}+[~"
     "%&#%e~%c3##"},
    {family::v_zb, {12, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&rAQWCE+$)})5WC+#$>E|SAQ$wTBR'&X~%<$R(}~&?%UE.&S/,,},g+!'%5$)*%8!!|~'0}~'6}~'/`~'>}~'2s"
     "~'85~'[4!$|~'0}~'6}~'/g~'>}~'2n~'8>)'~'4%EE|~'0}~'6x~'/r~'>}~'2i~'8^F~'6'|~'0}~'6q~'/}~'>}~'2h~'"
     "8?E##!%|~'0}~'6j~&}}~'>}~'2q~'8:~'5%~'7&|~'0}~'6c~&n}~'>}~'2z~'86~'5(~'7%|~'0}~'6[~&`}~'>}~'2}~'"
     "89~'5+~'7$|~'0}~'69~&6}/}~'2}~'8?~'5.~'7#|~'0}~'62~&(}/}~'>[~'2t~'8*~'51FEE|SA~&7#%fXDFACUE~$9#F"
     "S+}+f~%0#%e~%m3##"},
    {family::v_zb, {12, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&rAQWCE+.)})5WC+#$>E|SAQ$wTBR'&X~%b$R(}~&?%UE.&S/:,},g+!'%5$)*%8!!|~'?}~'`}~'>n~'g}~'[s"
     "~'b5~'j4!$|~'?}~'`}~'>u~'g}~'[n~'b>)'~'^%EE|~'?}~'`x~'>}~'g}~'[m~'b^F~'`'|~'?}~'`q~'/}~'g}~'[v~'"
     "b?E##!%|~'?}~'`j~&}}~'g}~'[}~'b>~'_%~'a&|~'?}~'`c~&n}~'g}~'[}~'b^~'_(~'a%|~'?}~'`[~&`}/}~'[}~'bc"
     "~'_+~'a$|~'?}~'`9~&6}/}~'gg~'[n~'b.~'_.~'a#|~'?}~'`2~&(}/}~'gj~'[t~'b*~'_1FEE|SA~&a#%fXDFACUE~$9"
     "#FS+}+p~%:#%e~%w3##"},
    {family::v_zb, {13, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_zb, {13, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {13, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@"
     "#%%F?!FE"},
    {family::v_zb, {13, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|ubh!x,E|u^e!w-FEEE|r+x"
     "+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_zb, {13, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_zb, {13, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<"
     "1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_zb, {13, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%!WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#`t~#[.~#b2F#!!!|~#?1'+"
     "~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_zb, {13, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o&WCU~#q<E|~#n_~#k`%#"
     "~#m'~#q8EE|~#nb~#k^%!~#m*~#q4!!|~#ne~#k^~#q-~#a#~#u,!#|~#nh~#k^~#q)~#m+)$!$|~#n}~#j0~#p6EF~#n$|~"
     "#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~#/+##"},
    {family::v_zb, {13, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!&WC$!E$4E|SAQ$7TBR$!X~#.#'cF%#~#r&U%'E%7EE|~#}[~#yj~$!&~#{*~$$8!!|~#}_~#yh%#~#{/~$$4"
     "!#|~#}b~#yf%!~#{2~$$0!$|~#}e~#yf~$$5~#s#)'~#{%E|~#}h~#yf~$$1~#{+F~#}&|~#}k~#yf~$$-~#{-~$!&|~#}n~"
     "#yf~$$)~#{/~$!%|~#v7'+~#}[~#x:~$#2~#{%~$!$|~#v>~$'7~#xg~$#.~#{(~$!#|~#v_~$'1~#xi~$#*~#{+FEE|SA~#"
     ":#%>XD~#$#%>~#9-##"},
    {family::v_zb, {13, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!$WC$+E$.!#|SAQ$:TBR$!X~#5#'iF%#~$$$U%3E%/!$|~$/_~$,p%#~$.7~$20!%|~$/b~$,n%!~$.:~$2,!"
     "&|~$/e~$,n~$2>~$*#)$!'|~$/h~$,n~$29~$.(F~$/'|~$/k~$,n~$25~$.*~$0'|~$/n~$,n~$21~$.,~$0&|~$,>~$2_~"
     "$,b~$2-~$..~$0%|~$)>~$5>~$,k~$2)~$.0~$0$|~$)_~$57~$+m~$1.~$.*~$0#|~$)e~$51~$+o~$1*~$.-FEE|SA~#^#"
     "%]XD~#*#%]~#_/##"},
    {family::v_zb, {13, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%cF!!WC$4E$(!&|SAQ$>TBR$!X~#<#'oF%#FWCU%@E%'!'|~$>b~$:v%!~$<^~$[(!(|~$>e~$:v~$[a~$<#F~$>"
     ")|~$>h~$:v~$[]~$<%~$?)|~$>k~$:v~$[>~$<'~$?(|~$>n~$:v~$[9~$<)~$?'|~$>q~$:v~$[5~$<+~$?&|~$7>'+~$[["
     "~$:d~$[1~$<-~$?%|~$7_~$_:~$:s~$[-~$</~$?$|~$7e~$_7~$:s~$[)~$<1~$?#|~$7k~$_1~$9u~$@*~$</FEE|SA~#f"
     "#%aXD~#0#%a~#i1##"},
    {family::v_zb, {13, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%_F&$!#WC-&*!$$E''$,E&%|SAQ$[TBR$!X~#g#'iF(&FF'#WCU2#.$-#%*E)*%,~$e#'#E|~$ge~$d};%1!-%~$"
     "f6~$n,~$f(E|~$gh~$d}/'~$j-~$^'~$b+-$~$f)E|~$gk~$d}~$`++%~$f/)'EF~$f)E|~$gn~$d}~$`+~$t)~$f/FE'&!$"
     "|~$gq~$dn~$8)'+~$z)~$f1+$E~$h&|~$d_~$jb~$d6E/)~$j?~$f2F~$h'|~$a_~$m:~$d1~$9&E1&~$]7~$i?F~$k&~$h("
     "|~$ae~$m7~$d*~$<)3#~#i#~$8.E~$jbE1#~$f%~$h&|~$ak~$g1S~$]#AQ~$g'~#i#~$v%~$!,~$d;~$`)s&~$f,~$h%|~$"
     "ak~$m1~$[#1!~$c0~$i,~$c?i-~$q#F~$f)~$h$|SA~#t#%aXDFSACUE+#~#4#%%FE/+%/@%~#s+#%"},
    {family::v_zb, {13, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%@F&)!!WC&!.#*!5$E*!WC'($/E&$|SAQ$_TBR$!X~#v#'cF(-F&#WCU~$d$R+#g%:$/!E%&a$1*%,~$s#'#|~$u"
     "h~$r}~$r%~$f%>'~$,#3&~$x*)+~$t0E|~$uk~$r}~$r,E~$n)+%~$l'~$p+-(~$t(E|~$un~$r}E>&/%~$n)~%')~$h'~$}"
     ",~$t)E|~$uq~$rl~$h&-#+%E~$r+~$n)+)~$t+)$E'%!$|~$ut~$re~$`#5!-#~$}&<#~$r.~$x/~$t0F+#'!!$|~$o_'+~$"
     "x7~$r6~$q#5&/!+#3#~$q4~$w<E~$y&~$v&|~$oe~${7~$r1~$q@^#~$x:~$f#~%')~$t,~$v'|~$ok~$u1S~$o*AQ~$u&~#"
     "i$~$q3~$woF~$y&~$v)|~$ok~$u6~$n%?!~$q')!>!~#s$~$})~$>,~$x>w#f&~$t,~$v%|~$ok~${1~$n)~$c$,%~$q0~$w"
     "tE)#~$r(~$v&|SA~$'#%aXDFSA~#-#EF2#CUE5#2#%%F*'E7+@(7$~$!+#%"},
    {family::v_zb, {13, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%gF&$WC)$(!$<E'%!+|SAQ$bTBR$!X~#u#'uF(&WCU,&+!'%5$%?E)'F~%(+|~%(k~%%}~%%5~%+a~%'*~%)+|~%"
     "(n~%%}~%%5~%+]~%',~%)*|~%(q~%%}~%%5~%+>~%'.~%))|~%(t~%%}~%+k~%'0~%)(|~%%e~%+q~%%n~%+5~%'2~%)'|~%"
     "!e~%.7~%%}~%+`~%'4~%)&|~%!k~%.4~%%}~%+[~%'6~%)%|~%!q~%.1~%%}~%+<~%'8~%)$|~%!w~%..~%%}'8~%':~%)#|"
     "~%!}',~%%-E~%%}')~%'8FEE|SA~$##%jXDFACUE~$a#~#b#%i~$,5##"},
    {family::v_zb, {13, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDV%cF&)WC),(!$3E'-E!*|SAQ$eTBR$!X~$)#'oF(-WCU,1+!'%5$%2E)3~%6+|~%6n~%3}~%3]~%99~%55~%7+|~%"
     "6q~%3}~%3]~%95~%57~%7*|~%6t~%3}~%3]~%91~%59~%7)|~%6w~%3}~%3]~%9-~%5;~%7(|~%0e'+~%9b~%3}~%9-~%5>~"
     "%7'|~%0k~%<4~%3}'`~%5@~%7&|~%0q~%<1~%3gE~%3n'%~%5>~%7%|~%0w~%<.~%3]~$($~%3t'%~%5;~%7$|~%0}',~%34"
     "E,0~%3t'%~%59~%7#|~%0}'-~%0*AQ~%2}~%8>~%53FEE|SA~$1#%jXDFACUE~$a#FS+'~#l#%i~$65##"},
    {family::v_zb, {13, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDV%_F&.WC)4(!$*E'3$#!)|SAQ$hTBR$!X~$8#'iF(4WCU,<+!'%5$%&E)@!*|~%`q~%]}~%]i~%c-~%_[F~%`*|~%"
     "`t~%]}~%]i~%c)~%_^~%a*|~%`w~%]}~%]i'%~%_`~%a)|~%]k~%ch~%]jE~%]['%~%_^~%a(|~%?k~%f4~%]{~$[$~%]b'%"
     "~%_[~%a'|~%?q~%f1~%]nE,0~%]b'%~%_?~%a&|~%?w~%f.~%]d~$1$,0~%]h'%~%_<~%a%|~%?}',~%];E,;~%]n'%~%_:~"
     "%a$|~%?}'-~%?1AQ~%[}~%bb~%_0~%a#|~%?}~%`8~%>,[!~%[}~%b>~%_3FEE|SA~$@#%jXDFACUE~$a#FS+1~#v#%i~$[5"
     "##"},
    {family::v_zb, {13, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDV%@F&3WC)<(!WCE'9$&!(|SAQ$kTBR$!X~$c#'cF(;WCU,c+!'%E5#)b~%m)E|~%nt~%k}~%keE~%k.'%~%mcF~%n"
     "*|~%nw~%k}~%k@~$l$~%k4'%~%ma~%o*|~%nz~%k},2E,0~%k4'%~%m_~%o)|~%hk'+~%q>~%km~$]$,0~%k:'%~%m]~%o(|"
     "~%hq~%t1~%kuE,;~%k['%~%m@~%o'|~%hw~%t.~%kk~$2$,;~%kb'%~%m>~%o&|~%h}',~%k^E,b~%kh'%~%m;~%o%|~%h}'"
     "-~%h8AQ~%j}~%pk~%m-~%o$|~%h}~%n@~%g,c!~%j}~%pb~%m0~%o#|~%h}~%n8~%g:~%u7~%jz~%p*~%m3FEE|SA~$i#%jX"
     "DFACUE~$a#FS+;~$%#%i~$f5##"},
    {family::v_zb, {13, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDV%;F&8WC)<E)&WC+#'6$)!'|SAQ$nTBR$!X~$r#']F(^WCU,[E,0+!'%5$)^%$!(|~%}w~%y}~%yb~%!$,0~%y('%"
     "~%{_)$!)|~%}z~%y}~%y9E,;~%y.'%~%{`F~%})|~%yq~&$_~%yt~$f$,;~%y4'%~%{^~&!)|~%vq~&'1~%y}E,b~%y:'%~%"
     "{[~&!(|~%vw~&'.~%yr~$;$,b~%y['%~%{?~&!'|~%v}',~%yeE,m~%yb'%~%{<~&!&|~%v}'-~%v@AQ~%x}~&#t~%{*~&!%"
     "|~%v}~%}b~%u,j!~%x}~&#k~%{-~&!$|~%v}~%}@~%u:~&(^~%xt~&#.~%{0~&!#|~%v}~%}8~%ud~&(7~%xz~&#*~%{3FEE"
     "|SA~$w#%jXDFACUE~$a#FS+a~$/#%i~$p5##"},
    {family::v_zb, {13, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDV%7F&>WC)7E)3[!+!'3$,!&|SAQ$qTBR$!X~%&#';F(eWCU,<E,@+!'%5$)?%(!'|~&/z~&,}~&,[E,b~&,('%~&."
     "@)'~&.(E|~&/}~&28~&,{~$o$,b~&,.'%~&._F~&/)|~&)q'+~&24~&,tE,m~&,4'%~&.]~&0)|~&)w~&5.~&,y~$<$,m~&,"
     ":'%~&.@~&0(|~&)}',~&,lE,x~&,['%~&.>~&0'|~&)}'-~&)bAQ~&+}~&+b~&1:~&.'~&0&|~&)}~&/i~&(,q!~&+}~&1t~"
     "&.*~&0%|~&)}~&/b~&(:~&6i~&+n~&12~&.-~&0$|~&)}~&/@~&(d~&6^~&+t~&1.~&.0~&0#|~&)}~&/8~&(r~&67~&+z~&"
     "1*~&.3FEE|SA~%*#%jXDFACUE~$a#FS+k~$9#%i~$z5##"},
    {family::v_zb, {13, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDV%3F&^WC)4E)?WC+#'0$/!%|SAQ$tTBR$!X~%5#'5F(lWCU,5E,m+!'%5$):%,!&|~&>}~&[8~&:},%~%%$,m~&:("
     "'%~&<;~&`,!'|~&:w~&[:~&:{E,x~&:.'%~&<@)$!(|~&7w~&_.~&:},#~$a$,x~&:4'%~&<[F~&>(|~&7}',~&:sE,},&~&"
     "::'%~&<?~&?(|~&7}'-~&7iAQ~&.}~&9g~&@?~&<$~&?'|~&7}~&>p~&6,x!~&9}~&9b~&@:~&<'~&?&|~&7}~&>i~&6:~&`"
     "t~&9h~&@6~&<*~&?%|~&7}~&>b~&6d~&`i~&9n~&@2~&<-~&?$|~&7}~&>@~&6r~&`^~&9t~&@.~&<0~&?#|~&7}~&>8~&6}"
     "~&`;~&9z~&@*~&<3FEE|SA~%8#%jXDFACUE~$a#FS+u~$_#%i~%)5##"},
    {family::v_zb, {13, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDV%/F&cWC)/E)gt!+!'-$2!$|SAQ$wTBR$!X~%`#'/F(sWCU,1E,}+!'%5$)6%0!%|~&g}~&g#~&d}~&d7E,},&~&d"
     "('%~&f7~&n0!&|~&aw'+~&d}~&d-~$r$,},&~&d.'%~&f;)'~&f'E|~&a}',~&dzE,},1~&d4'%~&f@F~&g(|~&a}'-~&apA"
     "Q~&1}~&cl~&i^F#!!&|~&a}~&gw~&`,S~&n}~&ci~&i?~&f$~&h'|~&a}~&gp~&`:~&n}~&ce~&i:~&f'~&h&|~&a}~&gi~&"
     "`d~&nt~&ch~&i6~&f*~&h%|~&a}~&gb~&`r~&ni~&cn~&i2~&f-~&h$|~&a}~&g@~&`}~&nb~&ct~&i.~&f0~&h#|~&a}~&g"
     "8~&6}~&ne~&cz~&i*~&f3FEE|SA~%b#%jXDFACUE~$a#FS+}+!~$i#%i~%35##"},
    {family::v_zb, {13, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDV%+F&hWC),E)rWC+#'*$5!#|SAQ$zTBR$!X~%o#')F(zWCU,*E,},1+!'%5$)2%4!$|~&r}R~&x1~&r}~&r(~%($,"
     "},1~&r('%~&t3~&}4!%|~&o}',~&r}~&r$E,},<~&r.'%~&t7~&},!&|~&o}'-~&owAQ~&4}~&qq~&waF~&t'E|~&o}~&u}~"
     "&n.S~&}}~&qn~&w^F#!!&|~&o}~&uw~&n:~&}}~&qj~&w?~&t$~&v'|~&o}~&up~&nd~&}}~&qe~&w:~&t'~&v&|~&o}~&ui"
     "~&nr~&}t~&qh~&w6~&t*~&v%|~&o}~&ub~&n}~&}m~&qn~&w2~&t-~&v$|~&o}~&u@~&`}~&}p~&qt~&w.~&t0~&v#|~&o}~"
     "&u8~&6}~&}s~&qz~&w*~&t3FEE|SA~%p#%jXDFACUE~$a#FS+}+,~$s#%i~%>5##"},
    {family::v_zb, {13, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDV%'F&mWC)'E)})!WC+#''$8!!|SAQ$}QTBR$!X~&##'#F(}($WCU,&E,},[+!'%5$).%8!#|~'!}R'+~&y}~'%+E,"
     "},c~'%('%~''/~'/8!$|~'!}'-~'!}VFAQ~&7}~'$v~'*>~'2,!&|~'!}~'(}~&}5S~'/}~'$s~'*aF~'''E|~'!}~'(}~&}"
     "<~'/}~'$o~'*^F#!!&|~'!}~'(w~&}d~'/}~'$j~'*?~''$~')'|~'!}~'(p~&}r~'/}~'$e~'*:~'''~')&|~'!}~'(i~&}"
     "}~'/x~'$h~'*6~''*~')%|~'!}~'(b~&n}~'/{~'$n~'*2~''-~')$|~'!}~'(@~&`}~'/}~'$v~'*.~''0~')#|~'!}~'(8"
     "~&6}~'/}~'$}~'*-~''3FEE|SA~&##%jXDFACUE~$a#FS+}+6~%!#%i~%c5##"},
    {family::v_zb, {13, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDV%#F&rWC)$E)})-WC+#'$$;EE|SAQ$}QTBR'%X~%;$(}()WCUE,},n+!'%5$)*%<!!|~'0}~'0&'&~')}((AQ~&:}"
     "~'2{~'85~'[8!$|~'0}~'6}~'/<S~'>}~'2x~'8>~'[,!&|~'0}~'6}~'/_~'>}~'2t~'8aF~'5'E|~'0}~'6}~'/f~'>}~'"
     "2o~'8^F#!!&|~'0}~'6w~'/r~'>}~'2j~'8?~'5$~'7'|~'0}~'6p~'/}~'>}~'2i~'8:~'5'~'7&|~'0}~'6i~&}}~'>}~'"
     "2r~'86~'5*~'7%|~'0}~'6b~&n}~'>}~'2{~'82~'5-~'7$|~'0}~'6@~&`}~'>}~'2}~'86~'50~'7#|~'0}~'68~&6}/}~"
     "'2}~'8;~'53FEE|SA~&1#%jXDFACUE~$a#FS+}+[~%,#%i~%m5##"},
    {family::v_zb, {13, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&wWCE)}):WC+#$[E|SAQ$}QTBR'&X~%_$R(}((AQWCUE.&,},r+!'%5$)*%<!!|~'?}~'?'~'`}~'>;S~'g}~'["
     "}~'b6~'j8!$|~'?}~'`}~'>f~'g}~'[y~'b>~'j,!&|~'?}~'`}~'>m~'g}~'[t~'baF~'_'E|~'?}~'`}~'>t~'g}~'[o~'"
     "b^F#!!&|~'?}~'`w~'>}~'g}~'[n~'b?~'_$~'a'|~'?}~'`p~'/}~'g}~'[w~'b:~'_'~'a&|~'?}~'`i~&}}~'g}~'[}~'"
     "b:~'_*~'a%|~'?}~'`b~&n}~'g}~'[}~'b@~'_-~'a$|~'?}~'`@~&`}/}~'[}~'b`~'_0~'a#|~'?}~'`8~&6}/}~'g[~'["
     "z~'b*~'_3FEE|SA~&@#%jXDFACUE~$a#FS+}+f~%6#%i~%w5##"},
    {family::v_zb, {13, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&wAQWCE+$)})>WC+#$[E|SAQ$}QTBR'&X~%i$R(}((~&r#UE.&S/,,},r+!'%5$)*%<!!|~'h}~'h'~'n}~'ge~"
     "'u}~'j}~'p7~'x8!$|~'h}~'n}~'gt~'u}~'jy~'p>~'x,!&|~'h}~'n}~'g{~'u}~'jt~'paF~'m'E|~'h}~'n}~'g}~'u}"
     "~'ju~'p^F#!!&|~'h}~'nw~'>}~'u}~'j}~'p?~'m$~'o'|~'h}~'np~'/}~'u}~'j}~'p_~'m'~'o&|~'h}~'ni~&}}~'u}"
     "~'j}~'pd~'m*~'o%|~'h}~'nb~&n}/}~'j}~'pi~'m-~'o$|~'h}~'n@~&`}/}~'ug~'jt~'p.~'m0~'o#|~'h}~'n8~&6}/"
     "}~'uj~'jz~'p*~'m3FEE|SA~&i#%jXDFACUE~$a#FS+}+p~%[#%i~&&5##"},
    {family::v_zb, {13, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&wAQWCE+.)})>WC+#$[E|SAQ$}QTBR'&X~%s$R(}((~&r#UE.&S/:,},r+!'%5$)*%<!!|~'v}~'v'~'}}~'us~"
     "((}~'x}~(#7~(+8!$|~'v}~'}}~'u}~((}~'x}~(#[~(+,!&|~'v}~'}}~'u}~((}~'x}~(#fF~'{'E|~'v}~'}}~'u}~((}"
     "~'x}~(#eF#!!&|~'v}~'}w~'>}~((}~'x}~(#h~'{$~(!'|~'v}~'}p~'/}~((}~'x}~(#m~'{'~(!&|~'v}~'}i~&}}/}~'"
     "x}~(#r~'{*~(!%|~'v}~'}b~&n}/}~((r~'xn~(#2~'{-~(!$|~'v}~'}@~&`}/}~((u~'xt~(#.~'{0~(!#|~'v}~'}8~&6"
     "}/}~((x~'xz~(#*~'{3FEE|SA~&w#%jXDFACUE~$a#FS+}+z~%f#%i~&05##"},
    {family::v_zb, {14, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_zb, {14, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {14, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'X"
     "D@#%%F?!FE"},
    {family::v_zb, {14, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|ubh!x,E|u^e!w-FEEE|r"
     "+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_zb, {14, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%"
     "##"},
    {family::v_zb, {14, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~"
     "#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_zb, {14, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%#~#`;|~#`}%#WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#`t~#[.~#b2F"
     "#!!!|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_zb, {14, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o'~#n@|~#n_~#k`~#o&~#"
     "n@|~#nb~#k^%#~#m#~#q<E|~#ne~#k[%!~#m&~#q8EE|~#nh~#k[~#q)~#]#~#u0!!|~#n}~#j.~#p5)$!$|~#n}~#j0~#p6"
     "EF~#n$|~#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~"
     "#/+##"},
    {family::v_zb, {14, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!'WCE$7|SAQ$7TBR$!X~#.#'cF%#~#s(UE%@|~#}[~#yj~$!(WCU~$$[E|~#}_~#yh~$!&~#{&~$$<EE|~#}b"
     "~#yf%#~#{+~$$8!!|~#}e~#yd%!~#{.~$$4!#|~#}h~#yd~$$1~#o#~$(,!$|~#}k~#yd~$$-~#{+)$!%|~#}n~#yd~$$)~#"
     "{0F~#}%|~#}}~#x<~$#6E##!#|~#v7'+~#}[~#x:~$#2~#{%~$!$|~#v>~$'7~#xg~$#.~#{(~$!#|~#v_~$'1~#xi~$#*~#"
     "{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_zb, {14, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!&WC$%E$4EE|SAQ$:TBR$!X~#5#'iF%#~$$&U%+E%7!!|~$/_~$,p~$0&~$..~$28!#|~$/b~$,n%#~$.3~$2"
     "4!$|~$/e~$,l%!~$.6~$20!%|~$/h~$,l~$29~$&#)'~$.&E|~$/k~$,l~$25~$.+F~$/'|~$/n~$,l~$21~$.-~$0'|~$/q"
     "~$,l~$2-~$./~$0&|~$,>~$2[~$,f~$2)~$.1~$0%|~$)>~$5>~$+k~$12~$.'~$0$|~$)_~$57~$+m~$1.~$.*~$0#|~$)e"
     "~$51~$+o~$1*~$.-FEE|SA~#^#%]XD~#*#%]~#_/##"},
    {family::v_zb, {14, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%cF!$WC$.E$.!$|SAQ$>TBR$!X~#<#'oF%#~$1$U%7E%/!%|~$>b~$:v%#~$<;~$[0!&|~$>e~$:t%!~$<?~$[,!"
     "'|~$>h~$:t~$[]~$8#)$!(|~$>k~$:t~$[>~$<(F~$>(|~$>n~$:t~$[9~$<*~$?(|~$>q~$:t~$[5~$<,~$?'|~$>t~$:t~"
     "$[1~$<.~$?&|~$7>'+~$[>~$:h~$[-~$<0~$?%|~$7_~$_>~$:q~$[)~$<2~$?$|~$7e~$_7~$9s~$@.~$<,~$?#|~$7k~$_"
     "1~$9u~$@*~$</FEE|SA~#f#%aXD~#0#%a~#i1##"},
    {family::v_zb, {14, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%gF!!WC$7E$(!'|SAQ$[TBR$!X~#_#'uF%#FWCU%_E%'!(|~$ge~$d}%!~$fb~$j(!)|~$gh~$d}~$je~$f#F~$g"
     "*|~$gk~$d}~$ja~$f%~$h*|~$gn~$d}~$j]~$f'~$h)|~$gq~$d}~$j>~$f)~$h(|~$gt~$d}~$j9~$f+~$h'|~$d_~$jk~$"
     "dd~$j5~$f-~$h&|~$a_~$m>~$dy~$j1~$f/~$h%|~$ae~$m:~$dy~$j-~$f1~$h$|~$ak~$m7~$dy~$j)~$f3~$h#|~$aq~$"
     "m1~$c{~$i*~$f1FEE|SA~#n#%eXD~#6#%e~#s3##"},
    {family::v_zb, {14, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%cF&$!#WC-&*!$'E''$,E&%E|SAQ$_TBR$!X~#n#'oF(&FF'#WCU2#.$-#%.E)*%,~$s#'#EE|~$uh~$r}~$r%;%"
     "1!-%~$t:~$},~$t)E|~$uk~$r};%/'~$x1~$l'~$p+-$~$t*E|~$un~$r}/*~$x0~$t/)'EF~$t*E|~$uq~$r}~$h'~$x/~$"
     "t7FE'&!%|~$ut~$r}'-~$8#~%')~$t1+$E~$v'|~$uw~$rn~$[)'1~%3)~$t6F~$v(|~$o_'+~$x[~$r6E/)~$x`~$t4~$v("
     "|~$oe~${:~$r1~$c&E1&~$k>~$w?F~$y&~$v*|~$ok~${7~$r*~$f)3#~#q#~$[.E~$xhE1#~$t'~$v&|~$oq~$u1S~$k#AQ"
     "~$u'~#q#~%)%~$*,~$r]~$n)y&~$t.~$v%|~$oq~${1~$j#1!~$q0~$w,~$q`o-~%$#F~$t+~$v$|SA~#}#%eXDFSACUE+#~"
     "#:#%%FE/+%3_%~$!-#%"},
    {family::v_zb, {14, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%_F&)!!WC&!.#*!5%WCE-!'*$/E&%|SAQ$bTBR$!X~$!#'iF(-F&#WCU~$q$R+#g%:$9#%!E%&e$1*%,~%&#'#E|"
     "~%(k~%%}~%%+~$t&>'~%3%~%#*)3~%'1E|~%(n~%%}~%%3~$})9&~$z*~%#+-(~%')E|~%(q~%%}~%%,E/%~$})~%5)~%'+~"
     "%/,~%'*E|~%(t~%%}E>&~%%+~$})~%5)~%'/)$E'%!%|~%(w~%%l~$v&-#+%E~%%1~$})+)~%'0F+#'!!%|~%%e~%+b~%%7~"
     "$n#5!-#~%/&<#~%%4~%+/~%'5FE~%)'|~%!e~%.:~%%@~%$#5&/!+#3#~%$:~%*<E~%,&~%)(|~%!k~%.7~%%1~%$@^#~%+["
     "~$t#~%5)~%'.~%)'|~%!q~%(1S~%!*AQ~%(&~#q$~%$3~%*uF~%,&~%)+|~%!q~%(6~$}%?!~%$')!>!~#{$~%/)~$a,~%+_"
     "~#!#l&~%'.~%)%|~%!q~%.1~$})~$q$,%~%$0~%*zE)#~%%*~%)&|SA~$/#%eXDFSA~#3#EF2#CUE5#2#%%F*'E7+_,;$~$,"
     "-#%"},
    {family::v_zb, {14, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDV%kF&$WC)$(!$@E'%!,|SAQ$eTBR$!X~#}#'{F(&WCU,&+!'%5$%^E)'F~%6,|~%6n~%3}~%3;~%9e~%5*~%7,|~%"
     "6q~%3}~%3;~%9a~%5,~%7+|~%6t~%3}~%3;~%9]~%5.~%7*|~%6w~%3}~%3;~%9>~%50~%7)|~%6z~%3}~%9q~%52~%7(|~%"
     "0e'+~%9k~%3t~%95~%54~%7'|~%0k~%<7~%3}~%9f~%56~%7&|~%0q~%<4~%3}~%9b~%58~%7%|~%0w~%<1~%3}~%9^~%5:~"
     "%7$|~%0}~%</~%3}'?~%5<~%7#|~%0}'2~%3-E~%3}'/~%5:FEE|SA~$+#%nXDFACUE~$m#~#h#%m~$67##"},
    {family::v_zb, {14, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDV%gF&)WC),(!$6E'-E!+|SAQ$hTBR$!X~$0#'uF(-WCU,1+!'%5$%6E)3~%`,|~%`q~%]}~%]c~%c>~%_5~%a,|~%"
     "`t~%]}~%]c~%c9~%_7~%a+|~%`w~%]}~%]c~%c5~%_9~%a*|~%`z~%]}~%]c~%c1~%_;~%a)|~%]k~%cq~%]}~%c1~%_>~%a"
     "(|~%?k~%f7~%]}~%]`~%c)~%_@~%a'|~%?q~%f4~%]}'f~%_]~%a&|~%?w~%f1~%]gE~%]t'%~%_@~%a%|~%?}~%f/~%]]~$"
     "0$~%]z'%~%_>~%a$|~%?}'2~%]4E,0~%]z'%~%_;~%a#|~%?}'3~%?*AQ~%[}~%b_~%_5FEE|SA~$9#%nXDFACUE~$m#FS+'"
     "~#r#%m~$[7##"},
    {family::v_zb, {14, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDV%cF&.WC)4(!$-E'3$#!*|SAQ$kTBR$!X~$@#'oF(4WCU,<+!'%5$%*E)@!+|~%nt~%k}~%ko~%q1~%m[F~%n+|~%"
     "nw~%k}~%ko~%q-~%m^~%o+|~%nz~%k}~%ko~%q)~%m`~%o*|~%n}~%q`~%k}'5~%mb~%o)|~%hk'+~%qb~%kjE~%kb'%~%m`"
     "~%o(|~%hq~%t4~%k{~$d$~%kh'%~%m^~%o'|~%hw~%t1~%knE,0~%kh'%~%m[~%o&|~%h}~%t/~%kd~$9$,0~%kn'%~%m?~%"
     "o%|~%h}'2~%k;E,;~%kt'%~%m<~%o$|~%h}'3~%h1AQ~%j}~%ph~%m2~%o#|~%h}~%n?~%g,[!~%j}~%p_~%m5FEE|SA~$c#"
     "%nXDFACUE~$m#FS+1~#}#%m~$f7##"},
    {family::v_zb, {14, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDV%_F&3WC)<(!$$E'9$&!)|SAQ$nTBR$!X~$j#'iF(;WCU,c+!'%5#E)f~%{*E|~%}w~%y}~%y{'%~%{gF~%}+|~%}"
     "z~%y}~%yeE~%y4'%~%{e~&!+|~%}}~&$`~%yx~$t$~%y:'%~%{c~&!*|~%yq~&$h~%yqE,0~%y:'%~%{a~&!)|~%vq~&'4~%"
     "y},%~$e$,0~%y['%~%{_~&!(|~%vw~&'1~%yuE,;~%yb'%~%{]~&!'|~%v}~&'/~%yk~$:$,;~%yh'%~%{@~&!&|~%v}'2~%"
     "y^E,b~%yn'%~%{>~&!%|~%v}'3~%v8AQ~%x}~&#q~%{/~&!$|~%v}~%}a~%u,c!~%x}~&#h~%{2~&!#|~%v}~%}?~%u:~&(7"
     "~%x}~&#.~%{5FEE|SA~$q#%nXDFACUE~$m#FS+;~$+#%m~$p7##"},
    {family::v_zb, {14, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDV%@F&8WC)@E)#0!+!'9$)!(|SAQ$qTBR$!X~$y#'cF(^WCU,cE,)+!'%5$)b%$!)|~&/z~&,}~&,lE,0~&,('%~&."
     "c)$!*|~&/}~&2`~&,},!~%!$,0~&,.'%~&.dF~&/*|~&/}~&2]~&,xE,;~&,4'%~&.b~&0*|~&)q'+~&2>~&,t~$n$,;~&,:"
     "'%~&.`~&0)|~&)w~&51~&,}E,b~&,['%~&.^~&0(|~&)}~&5/~&,r~$_$,b~&,b'%~&.[~&0'|~&)}'2~&,eE,m~&,h'%~&."
     "?~&0&|~&)}'3~&)@AQ~&+}~&1z~&.,~&0%|~&)}~&/h~&(,j!~&+}~&1q~&./~&0$|~&)}~&/a~&(:~&6^~&+z~&1.~&.2~&"
     "0#|~&)}~&/?~&(d~&67~&+}~&1.~&.5FEE|SA~%$#%nXDFACUE~$m#FS+a~$5#%m~$z7##"},
    {family::v_zb, {14, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDV%;F&>WC)<E).WC+#'6$,!'|SAQ$tTBR$!X~%-#']F(eWCU,[E,;+!'%5$)^%(!(|~&>}~&[`~&:},)~%3$,;~&:("
     "'%~&<_)'~&<)E|~&>}~&[]~&:},!E,b~&:.'%~&<cF~&>*|~&:w~&[_~&:{~$o$,b~&:4'%~&<a~&?*|~&7w~&_1~&:},&E,"
     "m~&::'%~&<_~&?)|~&7}~&_/~&:y~$`$,m~&:['%~&<]~&?(|~&7}'2~&:lE,x~&:b'%~&<@~&?'|~&7}'3~&7bAQ~&9}~&9"
     "h~&@:~&<)~&?&|~&7}~&>o~&6,q!~&9}~&@z~&<,~&?%|~&7}~&>h~&6:~&`i~&9t~&@2~&</~&?$|~&7}~&>a~&6d~&`^~&"
     "9z~&@.~&<2~&?#|~&7}~&>?~&6r~&`7~&9}~&@.~&<5FEE|SA~%2#%nXDFACUE~$m#FS+k~$@#%m~%)7##"},
    {family::v_zb, {14, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDV%7F&^WC)7E);d!+!'3$/!&|SAQ$wTBR$!X~%<#';F(lWCU,<E,f+!'%5$)?%,!'|~&g}~&g#~&d}~&dcE,m~&d('"
     "%~&f@~&n,!(|~&g}~&g&~&d}~&d>~%%$,m~&d.'%~&f_)$!)|~&aw'+~&j4~&d{E,x~&d4'%~&f`F~&g)|~&a}~&m/~&d},#"
     "~$i$,x~&d:'%~&f^~&h)|~&a}'2~&dsE,},&~&d['%~&f[~&h(|~&a}'3~&aiAQ~&<}~&cm~&i?~&f&~&h'|~&a}~&gv~&`,"
     "x!~&c}~&ch~&i:~&f)~&h&|~&a}~&go~&`:~&nt~&cn~&i6~&f,~&h%|~&a}~&gh~&`d~&ni~&ct~&i2~&f/~&h$|~&a}~&g"
     "a~&`r~&n^~&cz~&i.~&f2~&h#|~&a}~&g?~&`}~&n;~&c}~&i.~&f5FEE|SA~%[#%nXDFACUE~$m#FS+u~$e#%m~%37##"},
    {family::v_zb, {14, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDV%3F&cWC)4E)bWC+#'0$2!%|SAQ$zTBR$!X~%g#'5F(sWCU,5E,x+!'%5$):%0!&|~&u}~&u&~&r}~&r`~%6$,x~&"
     "r('%~&t;~&}0!'|~&r}R~&x:~&r},%E,},&~&r.'%~&t@)'~&t(E|~&o}',~&r}~&r-~$r$,},&~&r4'%~&t_F~&u)|~&o}'"
     "2~&rzE,},1~&r:'%~&t]~&v)|~&o}'3~&opAQ~&@}~&qr~&w^~&t#~&v(|~&o}~&u}~&n-S~&}}~&qo~&w?~&t&~&v'|~&o}"
     "~&uv~&n:~&}}~&qk~&w:~&t)~&v&|~&o}~&uo~&nd~&}t~&qn~&w6~&t,~&v%|~&o}~&uh~&nr~&}i~&qt~&w2~&t/~&v$|~"
     "&o}~&ua~&n}~&}b~&qz~&w.~&t2~&v#|~&o}~&u?~&`}~&}e~&q}~&w.~&t5FEE|SA~%j#%nXDFACUE~$m#FS+}+!~$o#%m~"
     "%>7##"},
    {family::v_zb, {14, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDV%/F&hWC)/E)o}!+!'-$5!$|SAQ$}QTBR$!X~%v#'/F(zWCU,1E,},*+!'%5$)6%4!%|~'%}~'()~'%}~'%?E,},1"
     "~'%('%~''7~'/4!&|~'!}R'+~'%}~'%4~%($,},1~'%.'%~'';~'/,!'|~'!}'2~'%}~'%$E,},<~'%4'%~''@)$!(|~'!}'"
     "3~'!wAQ~&^}~'$w~'*bEF~'((|~'!}~'(}~&}4S~'/}~'$t~'*^~''#~')(|~'!}~'(}~&};~'/}~'$p~'*?~''&~')'|~'!"
     "}~'(v~&}d~'/}~'$k~'*:~'')~')&|~'!}~'(o~&}r~'/t~'$n~'*6~'',~')%|~'!}~'(h~&}}~'/m~'$t~'*2~''/~')$|"
     "~'!}~'(a~&n}~'/p~'$z~'*.~''2~')#|~'!}~'(?~&`}~'/s~'$}~'*.~''5FEE|SA~%x#%nXDFACUE~$m#FS+}+,~$y#%m"
     "~%c7##"},
    {family::v_zb, {14, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDV%+F&mWC),E)zWC+#'*$8!#|SAQ$}$#TBR$!X~&*#')F(}($WCU,*E,},<+!'%5$)2%8!$|~'0}~'3&~'91~'3}~'"
     "3/~%9$,},<~'3('%~'53~'>8!%|~'0}~'0&'+~',}~'3+E,},c~'3.'%~'57~'>0!&|~'0}'3~'0}VFAQ~&a}~'2}~'8a)$!"
     "(|~'0}~'6}~'/;S~'>}~'2y~'8bEF~'6(|~'0}~'6}~'/^~'>}~'2u~'8^~'5#~'7(|~'0}~'6}~'/e~'>}~'2p~'8?~'5&~"
     "'7'|~'0}~'6v~'/r~'>}~'2k~'8:~'5)~'7&|~'0}~'6o~'/}~'>x~'2n~'86~'5,~'7%|~'0}~'6h~&}}~'>{~'2t~'82~'"
     "5/~'7$|~'0}~'6a~&n}~'>}~'2}~'8.~'52~'7#|~'0}~'6?~&`}~'>}~'2}~'83~'55FEE|SA~&+#%nXDFACUE~$m#FS+}+"
     "6~%(#%m~%m7##"},
    {family::v_zb, {14, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDV%'F&rWC)'E)})*WC+#''$;!!|SAQ$}$&TBR$!X~&9#'#F(}(+WCU,&E,},g+!'%5$).%<!#|~';}~'?&'+~'3}~'"
     "]2E,},n~']('%~'_/~'g<!$|~'?}~'?,'&~'7}((AQ~&d}~'[}~'b^~'j0!&|~'?}~'`}~'>^S~'g}~'[}~'bc)$!(|~'?}~"
     "'`}~'>e~'g}~'[z~'bbEF~'`(|~'?}~'`}~'>l~'g}~'[u~'b^~'_#~'a(|~'?}~'`}~'>s~'g}~'[p~'b?~'_&~'a'|~'?}"
     "~'`v~'>}~'g}~'[o~'b:~'_)~'a&|~'?}~'`o~'/}~'g}~'[x~'b6~'_,~'a%|~'?}~'`h~&}}~'g}~'[}~'b7~'_/~'a$|~"
     "'?}~'`a~&n}~'g}~'[}~'b<~'_2~'a#|~'?}~'`?~&`}/}~'[}~'b]~'_5FEE|SA~&9#%nXDFACUE~$m#FS+}+[~%2#%m~%w"
     "7##"},
    {family::v_zb, {14, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDV%#F&wWC)$E)})5WC+#'$$?EE|SAQ$}$&TBR'%X~%h$(}(0WCUE,},y+!'%5$)*%[!!|~'e}~'h,'&~'?}(/AQ~&g"
     "},}~'j)~'p5~'x<!$|~'h}~'h-~'n}~'g;S~'u}~'j}~'p`~'x0!&|~'h}~'n}~'gl~'u}~'j}~'pd)$!(|~'h}~'n}~'gs~"
     "'u}~'jz~'pbEF~'n(|~'h}~'n}~'gz~'u}~'ju~'p^~'m#~'o(|~'h}~'n}~'g}~'u}~'ju~'p?~'m&~'o'|~'h}~'nv~'>}"
     "~'u}~'j}~'p;~'m)~'o&|~'h}~'no~'/}~'u}~'j}~'p[~'m,~'o%|~'h}~'nh~&}}~'u}~'j}~'pa~'m/~'o$|~'h}~'na~"
     "&n}/}~'j}~'pf~'m2~'o#|~'h}~'n?~&`}/}~'u[~'j}~'p.~'m5FEE|SA~&c#%nXDFACUE~$m#FS+}+f~%<#%m~&&7##"},
    {family::v_zb, {14, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&}WCE)})^WC+#$_E|SAQ$}$&TBR'&X~%p$R(}(/AQWCUE.&,},}V+!'%5$)*%[!!|~'s}~'v-~'}}~'u^S~((},"
     "}~'x+~(#5~(+<!$|~'v}~'v-~'}}~'ue~((}~'x}~(#a~(+0!&|~'v}~'}}~'uz~((}~'x}~(#d)$!(|~'v}~'}}~'u}~((}"
     "~'x}~(#eEF~'}(|~'v}~'}}~'u}~((}~'x}~(#c~'{#~(!(|~'v}~'}}~'u}~((}~'x}~(#a~'{&~(!'|~'v}~'}v~'>}~(("
     "}~'x}~(#e~'{)~(!&|~'v}~'}o~'/}~((}~'x}~(#j~'{,~(!%|~'v}~'}h~&}}/}~'x}~(#o~'{/~(!$|~'v}~'}a~&n}/}"
     "~((g~'xz~(#.~'{2~(!#|~'v}~'}?~&`}/}~((j~'x}~(#.~'{5FEE|SA~&q#%nXDFACUE~$m#FS+}+p~%b#%m~&07##"},
    {family::v_zb, {14, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&}AQWCE+$)})aWC+#$_E|SAQ$}$&TBR'&X~%z$R(}(/~'/#UE.&S/,,},}V+!'%5$)*%[!!|~(&}~()-~(/}~(("
     "l~(6},}~(+,~(15~(9<!$|~()}~()-~(/}~((s~(6}~(+}~(1a~(90!&|~()}~(/}~((}~(6}~(+}~(1p)$!(|~()}~(/}~("
     "(}~(6}~(+}~(1sEF~(/(|~()}~(/}~((}~(6}~(+}~(1q~(.#~(0(|~()}~(/}~((}~(6}~(+}~(1o~(.&~(0'|~()}~(/v~"
     "'>}~(6}~(+}~(1s~(.)~(0&|~()}~(/o~'/}/}~(+}~(1x~(.,~(0%|~()}~(/h~&}}/}~(6r~(+t~(12~(./~(0$|~()}~("
     "/a~&n}/}~(6u~(+z~(1.~(.2~(0#|~()}~(/?~&`}/}~(6x~(+}~(1.~(.5FEE|SA~'$#%nXDFACUE~$m#FS+}+z~%l#%m~&"
     ":7##"},
    {family::v_zb, {14, 29, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&}AQWCE+.)})aWC+#$_E|SAQ$}$&TBR'&X~&)$R(}(/~'/#UE.&S/:,},}V+!'%5$)*%[!!|~(4}~(7-~(>}~(6"
     "z~(`},}~(9,~(@5~(c<!$|~(7}~(7-~(>}~(6}~(`}~(9}~(9,~(@>~(c0!&|~(7}~(>}~(6}~(`},}~(9<~(@a)$!(|~(7}"
     "~(>}~(6}~(`},}~(9?~(@bEF~(>(|~(7}~(>}~(6}~(`},}~(9[~(@^~(<#~(?(|~(7}~(>}~(6}~(`}~(9}~(@}~(:%~(?)"
     "|~(7}~(>v~'>}/}~(9}~(9f~(@:~(<)~(?&|~(7}~(>o~'/}/}~(`}~(9o~(@6~(<,~(?%|~(7}~(>h~&}}/}~(`}~(9x~(@"
     "2~(</~(?$|~(7}~(>a~&n}/}~(`}~(9}~(@3~(<2~(?#|~(7}~(>?~&`}/}/}~(9}~(@8~(<5FEE|SA~'2#%nXDFACUE~$m#"
     "FS+}+}+'~%v#%m~&`7##"},
    {family::v_zb, {15, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_zb, {15, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {15, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%"
     "'XD@#%%F?!FE"},
    {family::v_zb, {15, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|=|ubh!x,E|u^e!w-FEEE"
     "|r+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_zb, {15, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-"
     "l%##"},
    {family::v_zb, {15, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#0"
     "1~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_zb, {15, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%#~#`;|~#`}~#`[|~#`}%#WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#`t"
     "~#[.~#b2F#!!!|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_zb, {15, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o'~#n@|~#n_~#k`~#o&~#"
     "n@|~#nb~#k^~#o%~#n@|~#ne~#k[%#~#n[|~#nh~#k?%!WCU~#q<E|~#n}~#j,~#p-~#x0!!|~#n}~#j.~#p5)$!$|~#n}~#"
     "j0~#p6EF~#n$|~#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9X"
     "Dy#%9~#/+##"},
    {family::v_zb, {15, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!'WCE$7|SAQ$7TBR$!X~#.#'cF%#~#s(UE%@|~#}[~#yj~$!)~#}_|~#}_~#yh~$!(~#}_|~#}b~#yf~$!&WC"
     "U~$$[E|~#}e~#yd%#~#{'~$$<EE|~#}h~#yb%!~#{*~$$8!!|~#}k~#yb~$$-~#k#~$(0!#|~#}n~#yb~$$)~#{+)'~#{$E|"
     "~#}}~#x:~$#:F~#}%|~#}}~#x<~$#6E##!#|~#v7'+~#}[~#x:~$#2~#{%~$!$|~#v>~$'7~#xg~$#.~#{(~$!#|~#v_~$'1"
     "~#xi~$#*~#{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_zb, {15, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!(WCE$:|SAQ$:TBR$!X~#5#'iF%#~$$(U%#E%@E|~$/_~$,p~$0(~$.&~$2[EE|~$/b~$,n~$0&~$.*~$2<!!"
     "|~$/e~$,l%#~$./~$28!#|~$/h~$,j%!~$.2~$24!$|~$/k~$,j~$25~$!#~$6,!%|~$/n~$,j~$21~$.+)$!&|~$/q~$,j~"
     "$2-~$.0F~$/&|~$/t~$,j~$2)~$.2~$0&|~$,>~$2>~$+i~$16~$.$~$0%|~$)>~$5>~$+k~$12~$.'~$0$|~$)_~$57~$+m"
     "~$1.~$.*~$0#|~$)e~$51~$+o~$1*~$.-FEE|SA~#^#%]XD~#*#%]~#_/##"},
    {family::v_zb, {15, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%cF!&WC$(E$4!!|SAQ$>TBR$!X~#<#'oF%#~$1&U%/E%7!#|~$>b~$:v~$?&~$<2~$[8!$|~$>e~$:t%#~$<7~$["
     "4!%|~$>h~$:r%!~$<:~$[0!&|~$>k~$:r~$[>~$4#)'~$<'E|~$>n~$:r~$[9~$<+F~$>(|~$>q~$:r~$[5~$<-~$?(|~$>t"
     "~$:r~$[1~$</~$?'|~$>w~$:r~$[-~$<1~$?&|~$7>'+~$[:~$:l~$[)~$<3~$?%|~$7_~$_>~$9q~$@2~$<)~$?$|~$7e~$"
     "_7~$9s~$@.~$<,~$?#|~$7k~$_1~$9u~$@*~$</FEE|SA~#f#%aXD~#0#%a~#i1##"},
    {family::v_zb, {15, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%gF!$WC$1E$.!%|SAQ$[TBR$!X~#_#'uF%#~$?$U%;E%/!&|~$ge~$d}%#~$f@~$j0!'|~$gh~$dz%!~$f^~$j,!"
     "(|~$gk~$dz~$ja~$b#)$!)|~$gn~$dz~$j]~$f(F~$g)|~$gq~$dz~$j>~$f*~$h)|~$gt~$dz~$j9~$f,~$h(|~$gw~$dz~"
     "$j5~$f.~$h'|~$d_~$jh~$dh~$j1~$f0~$h&|~$a_~$m[~$dw~$j-~$f2~$h%|~$ae~$m>~$dw~$j)~$f4~$h$|~$ak~$m7~"
     "$cy~$i.~$f.~$h#|~$aq~$m1~$c{~$i*~$f1FEE|SA~#n#%eXD~#6#%e~#s3##"},
    {family::v_zb, {15, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%kF!!WC$:E$(!(|SAQ$_TBR$!X~#f#'{F%#FWCU%cE%'!)|~$uh~$r}~$r%%!~$tf~$x(!*|~$uk~$r}~$r%~$xi"
     "~$t#F~$u+|~$un~$r}~$xk~$t%~$v+|~$uq~$r}~$xg~$t'~$v*|~$ut~$r}~$xc~$t)~$v)|~$uw~$r}~$x_~$t+~$v(|~$"
     "uz~$r}~$x@~$t-~$v'|~$o_'+~$xe~$rj~$x5~$t/~$v&|~$oe~${>~$r}~$x4~$t1~$v%|~$ok~${:~$r}~$x0~$t3~$v$|"
     "~$oq~${7~$r}~$x,~$t5~$v#|~$ow~${1~$q}~$w/~$t3FEE|SA~#v#%iXD~#<#%i~$!5##"},
    {family::v_zb, {15, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%gF&$!#WC-&*!$*E''$,E&%EE|SAQ$bTBR$!X~#u#'uF(&FF'#WCU2#.$-#%2E)*%,~%&#'#!!|~%(k~%%}~%%+;"
     "%1!-%~%'?~%/,~%'*E|~%(n~%%}~%%,/&~%+5~$z'~%#+-$~%'+E|~%(q~%%}~%%-~$})~%+-~%'/)'EF~%'+E|~%(t~%%}~"
     "%%-~%+3~%'7FE'&!&|~%(w~%%}~%%-~%+/~%'9+$E~%)(|~%(z~%%}'3~$h#~%5)~%'6F~%))|~%%e~%+k~%%:~$d)'7~%c)"
     "~%'8~%))|~%!e~%.>~%%aE/)~%+f~%'6~%)(|~%!k~%.:~%%1~$q&E1&~$y_~%*?F~%,&~%),|~%!q~%.7~%%*~$t)3#~#y#"
     "~$d.E~%+nE1#~%')~%)&|~%!w~%(1S~$y#AQ~%('~#y#~%7%~$2,~%%c~$})+%~%'1~%)%|~%!w~%.1~$x#1!~%$0~%*,~%$"
     "fu-~%2#F~%'-~%)$|SA~$)#%iXDFSACUE+#~#[#%%FE/+%7c%~$,/#%"},
    {family::v_zb, {15, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDV%cF&)!!WC&!.#*!5%*!WCE'-$/E&%E|SAQ$eTBR$!X~$)#'oF(-F&#WCU~%#$R+#g%:$9#%&E%&1/%,~%4#'#EE|"
     "~%6n~%3}~%31~%'&>'~%]%~%%*)7~%52E|~%6q~%3}~%39~%/)+%~%-/~%1+-(~%5*E|~%6t~%3}~%39~%/)~%_)~%5/~%>,"
     "~%5+E|~%6w~%3}~%3,E~%3+~%/)~%_)~%53)$E'%!&|~%6z~%3}E>&~%31~%/)~%_)~%54F+#'!!&|~%6}~%98~%38~%)&-#"
     "+%E~%37~%/)+)~%55FE~%7(|~%0e'+~%9[~%37~$}#5!-#~%>&<#~%3:~%9/~%57~%7)|~%0k~%<:~%3@~%2#5&/!+#3#~%2"
     "[~%8<E~%:&~%7*|~%0q~%<7~%31~%2@^#~%9b~%'#~%_)~%50~%7'|~%0w~%61S~%0*AQ~%6&~#y$~%23~%8{F~%:&~%7-|~"
     "%0w~%66~%/%?!~%2')!>!~$($~%>)~$i,~%9e~#(#r&~%50~%7%|~%0w~%<1~%/)~%$$,%~%20~%8}+#E)#~%3,~%7&|SA~$"
     "7#%iXDFSA~#9#EF2#CUE5#2#%%F*'E7+%/F@$~$6/#%"},
    {family::v_zb, {15, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDV%oF&$WC)$(!$^E'%!-|SAQ$hTBR$!X~$(#'}'$F(&WCU,&+!'%5$%bE)'F~%`-|~%`q~%;}~%]]~%ci~%_*~%a-|"
     "~%`t~%]}~%]]~%ce~%_,~%a,|~%`w~%]}~%]]~%ca~%_.~%a+|~%`z~%]}~%]]~%c]~%_0~%a*|~%`}~%cl~%]n~%c>~%_2~"
     "%a)|~%]k~%cz~%]t~%c9~%_4~%a(|~%?k~%f:~%]}~%cp~%_6~%a'|~%?q~%f7~%]}~%cl~%_8~%a&|~%?w~%f4~%]}~%ch~"
     "%_:~%a%|~%?}~%f2~%]}~%cd~%_<~%a$|~%?}~%f5~%]}'`~%_?~%a#|~%?}'8~%]-E~%]}'5~%_<FEE|SA~$3#%rXDFACUE"
     "~$y#~#n#%q~$[9##"},
    {family::v_zb, {15, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDV%kF&)WC),(!$9E'-E!,|SAQ$kTBR$!X~$7#'{F(-WCU,1+!'%5$%:E)3~%n-|~%nt~%k}~%ki~%q]~%m5~%o-|~%"
     "nw~%k}~%ki~%q>~%m7~%o,|~%nz~%k}~%ki~%q9~%m9~%o+|~%n}~%ql~%kz~%q5~%m;~%o*|~%n}~%qi~%k}~%q5~%m>~%o"
     ")|~%hk'+~%qk~%k}~%q7~%m@~%o(|~%hq~%t7~%k}~%kf~%q)~%m]~%o'|~%hw~%t4~%k}'l~%m_~%o&|~%h}~%t2~%kgE~%"
     "kz'%~%m]~%o%|~%h}~%t5~%k]~$8$~%k}')~%m@~%o$|~%h}'8~%k4E,0~%k}')~%m>~%o#|~%h}'9~%h*AQ~%j}~%pe~%m7"
     "FEE|SA~$]#%rXDFACUE~$y#FS+'~#x#%q~$f9##"},
    {family::v_zb, {15, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDV%gF&.WC)4(!$0E'3$#!+|SAQ$nTBR$!X~$b#'uF(4WCU,<+!'%5$%.E)@!,|~%}w~%y}~%yu~&$5~%{[F~%},|~%"
     "}z~%y}~%yu~&$1~%{^~&!,|~%}}~&$l~%y}~&$7~%{`~&!+|~%}}~&$i~%y}~&$9~%{b~&!*|~%yq~&$q~%y}';~%{d~&!)|"
     "~%vq~&'7~%y},(E~%yh'%~%{b~&!(|~%vw~&'4~%y{~$l$~%yn'%~%{`~&!'|~%v}~&'2~%ynE,0~%yn'%~%{^~&!&|~%v}~"
     "&'5~%yd~$]$,0~%yt'%~%{[~&!%|~%v}'8~%y;E,;~%yz'%~%{?~&!$|~%v}'9~%v1AQ~%x}~&#n~%{4~&!#|~%v}~%}`~%u"
     ",[!~%x}~&#e~%{7FEE|SA~$k#%rXDFACUE~$y#FS+1~$'#%q~$p9##"},
    {family::v_zb, {15, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDV%cF&3WC)<(!$'E'9$&!*|SAQ$qTBR$!X~$q#'oF(;WCU,c+!'%5$%!E)f~&.+E|~&/z~&,}~&,}~&2.~&.gF~&/,"
     "|~&/}~&2l~&,}~&,5'%~&.i~&0,|~&/}~&2i~&,}E~&,:'%~&.g~&0+|~&/}~&2f~&,x~$}$~&,['%~&.e~&0*|~&)q'+~&2"
     "b~&,qE,0~&,['%~&.c~&0)|~&)w~&54~&,},%~$m$,0~&,b'%~&.a~&0(|~&)}~&52~&,uE,;~&,h'%~&._~&0'|~&)}~&55"
     "~&,k~$^$,;~&,n'%~&.]~&0&|~&)}'8~&,^E,b~&,t'%~&.@~&0%|~&)}'9~&)8AQ~&+}~&1w~&.1~&0$|~&)}~&/g~&(,c!"
     "~&+}~&1n~&.4~&0#|~&)}~&/`~&(:~&67~&%}~&14~&.7FEE|SA~$y#%rXDFACUE~$y#FS+;~$1#%q~$z9##"},
    {family::v_zb, {15, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDV%_F&8WC)`WCE+!'<$)!)|SAQ$tTBR$!X~%%#'iF(^WCU,gE,%+!'%5$)f%$!*|~&>}~&[l~&:},-~%]$~&:.'%~&"
     "<g)$!+|~&>}~&[i~&:},&E,0~&:.'%~&<hF~&>+|~&>}~&[f~&:},!~%*$,0~&:4'%~&<f~&?+|~&:w~&[h~&:xE,;~&::'%"
     "~&<d~&?*|~&7w~&_4~&:},,~$v$,;~&:['%~&<b~&?)|~&7}~&_2~&:}E,b~&:b'%~&<`~&?(|~&7}~&_5~&:r~$g$,b~&:h"
     "'%~&<^~&?'|~&7}'8~&:eE,m~&:n'%~&<[~&?&|~&7}'9~&7@AQ~&9}~&@})#~&<.~&?%|~&7}~&>n~&6,j!~&9}~&@w~&<1"
     "~&?$|~&7}~&>g~&6:~&`^~&9}~&@2~&<4~&?#|~&7}~&>`~&6d~&`7~&3}~&@4~&<7FEE|SA~%,#%rXDFACUE~$y#FS+a~$;"
     "#%q~%)9##"},
    {family::v_zb, {15, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDV%@F&>WC)@E)+8!+!'9$,!(|SAQ$wTBR$!X~%4#'cF(eWCU,cE,4+!'%5$)b%(!)|~&g}~&g#~&d}~&dsE,;~&d('"
     "%~&fc)'~&f*E|~&g}~&g&~&d}~&di~%3$,;~&d.'%~&fgF~&g+|~&g}~&g)~&d}~&d[E,b~&d4'%~&fe~&h+|~&aw'+~&j>~"
     "&d{~$w$,b~&d:'%~&fc~&h*|~&a}~&m2~&d},&E,m~&d['%~&fa~&h)|~&a}~&m5~&dy~$h$,m~&db'%~&f_~&h(|~&a}'8~"
     "&dlE,x~&dh'%~&f]~&h'|~&a}'9~&abAQ~&c}~&cn~&i:~&f+~&h&|~&a}~&gu~&`,q!~&c}~&i})#~&f.~&h%|~&a}~&gn~"
     "&`:~&ni~&cz~&i2~&f1~&h$|~&a}~&gg~&`d~&n^~&c}~&i2~&f4~&h#|~&a}~&g`~&`r~&n7~&]}~&i4~&f7FEE|SA~%:#%"
     "rXDFACUE~$y#FS+k~$a#%q~%39##"},
    {family::v_zb, {15, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDV%;F&^WC)<E)6WC+#'6$/!'|SAQ$zTBR$!X~%_#']F(lWCU,[E,b+!'%5$)^%,!(|~&u}~&u&~&r}~&rp~%`$,b~&"
     "r('%~&t_~&},!)|~&u}~&u)~&r}~&rcE,m~&r.'%~&tc)$!*|~&r}R~&x_~&r},%~%%$,m~&r4'%~&tdF~&u*|~&o}',~&x4"
     "~&r{E,x~&r:'%~&tb~&v*|~&o}~&{5~&r},#~$q$,x~&r['%~&t`~&v)|~&o}'8~&rsE,},&~&rb'%~&t^~&v(|~&o}'9~&o"
     "iAQ~&f}~&qs~&w?~&t(~&v'|~&o}~&u}~&n,x!~&q}~&qn~&w:~&t+~&v&|~&o}~&uu~&n:~&}t~&qt~&w6~&t.~&v%|~&o}"
     "~&un~&nd~&}i~&qz~&w2~&t1~&v$|~&o}~&ug~&nr~&}^~&q}~&w2~&t4~&v#|~&o}~&u`~&n}~&};~&k}~&w4~&t7FEE|SA"
     "~%d#%rXDFACUE~$y#FS+u~$k#%q~%>9##"},
    {family::v_zb, {15, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDV%7F&cWC)7E)_l!+!'3$2!&|SAQ$}QTBR$!X~%n#';F(sWCU,<E,q+!'%5$)?%0!'|~'%}~'()~'%}~'%jE,x~'%("
     "'%~''@~'/0!(|~'%}~'(,~'%}~'%`~%6$,x~'%.'%~''_)'~'')E|~'!}R'+~'+4~'%},%E,},&~'%4'%~''cF~'(*|~'!}'"
     "2~'%}~'%-~$r$,},&~'%:'%~''a~')*|~'!}'8~'%zE,},1~'%['%~''_~'))|~'!}'9~'!pAQ~&i}~'$x~'*^~''%~')(|~"
     "'!}~'(}~&}3S~'/}~'$u~'*?~''(~')'|~'!}~'(}~&}:~'/}~'$q~'*:~''+~')&|~'!}~'(u~&}d~'/t~'$t~'*6~''.~'"
     ")%|~'!}~'(n~&}r~'/i~'$z~'*2~''1~')$|~'!}~'(g~&}}~'/b~'$}~'*2~''4~')#|~'!}~'(`~&n}~'/e~&y}~'*4~''"
     "7FEE|SA~%r#%rXDFACUE~$y#FS+}+!~$u#%q~%c9##"},
    {family::v_zb, {15, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDV%3F&hWC)4E)jWC+#'0$5!%|SAQ$}$#TBR$!X~&!#'5F(zWCU,5E,},&+!'%5$):%4!&|~'0}~'6,~'3}~'3g~%c$"
     ",},&~'3('%~'5;~'>4!'|~'0}~'3&~'9:~'3}~'3,E,},1~'3.'%~'5@~'>,!(|~'0}~'0&~'<.~'3}~'31~%($,},1~'34'"
     "%~'5_)$!)|~'0}'8~'3}~'3$E,},<~'3:'%~'5`F~'6)|~'0}'9~'0wAQ~&l}~'2}~'8cE##!'|~'0}~'6}~'/:S~'>}~'2z"
     "~'8^~'5%~'7(|~'0}~'6}~'/]~'>}~'2v~'8?~'5(~'7'|~'0}~'6}~'/d~'>}~'2q~'8:~'5+~'7&|~'0}~'6u~'/r~'>t~"
     "'2t~'86~'5.~'7%|~'0}~'6n~'/}~'>m~'2z~'82~'51~'7$|~'0}~'6g~&}}~'>p~'2}~'82~'54~'7#|~'0}~'6`~&n}~'"
     ">s~',}~'84~'57FEE|SA~&%#%rXDFACUE~$y#FS+}+,~%$#%q~%m9##"},
    {family::v_zb, {15, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDV%/F&mWC)/E)wWC+#'-$8!$|SAQ$}$&TBR$!X~&1#'/F(}($WCU,1E,},5+!'%5$)6%8!%|~';}~'`/~']}~']aE,"
     "},<~']('%~'_7~'g8!&|~';}~'?&'+~']}~'];~%9$,},<~'].'%~'_;~'g0!'|~'?}~'?,'+~':}~']+E,},c~']4'%~'_@"
     ")'~'_(E|~'?}'9~'?}VFAQ~&o}~'[}~'blF~'`)|~'?}~'`}~'>]S~'g}~'[}~'beE##!'|~'?}~'`}~'>d~'g}~'[{~'b^~"
     "'_%~'a(|~'?}~'`}~'>k~'g}~'[v~'b?~'_(~'a'|~'?}~'`}~'>r~'g}~'[q~'b:~'_+~'a&|~'?}~'`u~'>}~'gx~'[t~'"
     "b6~'_.~'a%|~'?}~'`n~'/}~'g{~'[z~'b2~'_1~'a$|~'?}~'`g~&}}~'g}~':}~'b4~'_4~'a#|~'?}~'``~&n}~'g}~'["
     "}~'b9~'_7FEE|SA~&3#%rXDFACUE~$y#FS+}+6~%.#%q~%w9##"},
    {family::v_zb, {15, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDV%+F&rWC),E)})%WC+#'*$;!#|SAQ$}$)TBR$!X~&[#')F(}(+WCU,*E,},c+!'%5$)2%<!$|~'b}~'k,~'q1~'d}"
     "~'k6~%f$,},c~'k('%~'m3~'u<!%|~'e}~'h,'+~']}~'k2E,},n~'k.'%~'m7~'u4!&|~'h}~'h2'&~'a}((AQ~&r}~'j}~"
     "'pl)'~'l'EE|~'h}~'n}~'gdS~'u}~'j}~'pnF~'n)|~'h}~'n}~'gk~'u}~'j}~'pfE##!'|~'h}~'n}~'gr~'u}~'j{~'p"
     "^~'m%~'o(|~'h}~'n}~'gy~'u}~'jv~'p?~'m(~'o'|~'h}~'n}~'g}~'u}~'ju~'p:~'m+~'o&|~'h}~'nu~'>}~'u}~'j}"
     "~'p8~'m.~'o%|~'h}~'nn~'/}~'u}~'j}~'p>~'m1~'o$|~'h}~'ng~&}}~'u}~'j}~'p^~'m4~'o#|~'h}~'n`~&n}/}~'j"
     "}~'pc~'m7FEE|SA~&]#%rXDFACUE~$y#FS+}+[~%8#%q~&&9##"},
    {family::v_zb, {15, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDV%'F&wWC)'E)})2WC+#''$?!!|SAQ$}$,TBR$!X~&k#'#F(}(2WCU,&E,},r+!'%5$).%[!#|~'m}~'v,'+~'d}~'"
     "y9E,},y~'y('%~'{/~(([!$|~'s}~'v2'&~'h}(/AQ~&u},}~'x/~(#>~(+4!&|~'v}~'v3~'}}~'u;S~((}~'x}~(#n)'~'"
     "z'EE|~'v}~'}}~'ur~((}~'x}~(#oF~'})|~'v}~'}}~'uy~((}~'x}~(#fE##!'|~'v}~'}}~'u}~((}~'x}~(#a~'{%~(!"
     "(|~'v}~'}}~'u}~((}~'x}~(#_~'{(~(!'|~'v}~'}}~'g}~((}~'x}~(#]~'{+~(!&|~'v}~'}u~'>}~((}~'x}~(#b~'{."
     "~(!%|~'v}~'}n~'/}~((}~'x}~(#g~'{1~(!$|~'v}~'}g~&}}/}~'x}~(#l~'{4~(!#|~'v}~'}`~&n}/}~(([~'r}~(#4~"
     "'{7FEE|SA~&k#%rXDFACUE~$y#FS+}+f~%^#%q~&09##"},
    {family::v_zb, {15, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#qTBDV%#F&}WC)$E)})>WC+#'$$]EE|SAQ$}$,TBR'%X~%y$(}(7WCUE,},},'+!'%5$)*%`!!|~'{}~()2'&~'o}(6AQ~"
     "&x},}~(+4~(15~(9[!$|~(&}~()3~(/}~((^S~(6},}~(+1~(1>~(94!&|~()}~()3~(/}~((e~(6}~(+}~(1o)'~(-'EE|~"
     "()}~(/}~((}~(6}~(+}~(1sF~(/)|~()}~(/}~((}~(6}~(+}~(1qE##!'|~()}~(/}~((}~(6}~(+}~(1o~(.%~(0(|~()}"
     "~(/}~((}~(6}~(+}~(1m~(.(~(0'|~()}~(/}~'g}~(6}~(+}~(1k~(.+~(0&|~()}~(/u~'>}~(6}~(+}~(1p~(..~(0%|~"
     "()}~(/n~'/}/}~(+}~(1u~(.1~(0$|~()}~(/g~&}}/}~(6g~(+}~(12~(.4~(0#|~()}~(/`~&n}/}~(6j~(%}~(14~(.7F"
     "EE|SA~&y#%rXDFACUE~$y#FS+}+p~%h#%q~&:9##"},
    {family::v_zb, {15, 29, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}&$WCE)})fWC+#$bE|SAQ$}$,TBR'&X~&&$R(}(6AQWCUE.&,},},++!'%5$)*%`!!|~(.}~(73~(>}~(6eS~("
     "`},}~(96~(@5~(c[!$|~(4}~(73~(>}~(6l~(`},}~(92~(@>~(c4!&|~(7}~(73~(>}~(6s~(`}~(9}~(@o)'~(;'EE|~(7"
     "}~(>}~(6}~(`},}~(9:~(@fF~(>)|~(7}~(>}~(6}~(`}~(9}~(@})!E##!'|~(7}~(>}~(6}~(`}~(9}~(@}~(:$~(?*|~("
     "7}~(>}~(6}~(`}~(9}~(@{~(<(~(?'|~(7}~(>}~'g}~(`}~(9}~(@y~(<+~(?&|~(7}~(>u~'>}/}~(9}~(@}U~(:-~(?'|"
     "~(7}~(>n~'/}/}~(`r~(9z~(@2~(<1~(?$|~(7}~(>g~&}}/}~(`u~(9}~(@2~(<4~(?#|~(7}~(>`~&n}/}~(`x~(3}~(@4"
     "~(<7FEE|SA~',#%rXDFACUE~$y#FS+}+z~%r#%q~&`9##"},
    {family::v_zb, {15, 30, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}&$AQWCE+$)})iWC+#$bE|SAQ$}$,TBR'&X~&0$R(}(6~'c#UE.&S/,,},},++!'%5$)*%`!!|~(<}~(a3~(g}"
     "~(`s~(n},}~(c7~(i5~(q[!$|~(^}~(a3~(g}~(`z~(n},}~(c2~(i>~(q4!&|~(a}~(a3~(g}~(`}~(n}~(c}~(c2~(ia)'"
     "~(e'EE|~(a}~(g}~(`}~(n},}~(cd~(ifF~(g)|~(a}~(g}~(`}~(n},}~(cf~(ibE##!'|~(a}~(g}~(`}~(n},}~(ch~(i"
     "^~(f%~(h(|~(a}~(g}~(`}/}~(c}~(cj~(i?~(f(~(h'|~(a}~(g}~'g}/}~(c}~(cl~(i:~(f+~(h&|~(a}~(gu~'>}/}~("
     "n}~(cu~(i6~(f.~(h%|~(a}~(gn~'/}/}~(n}~(c}~(i4~(f1~(h$|~(a}~(gg~&}}/}~(n}~(c}~(i9~(f4~(h#|~(a}~(g"
     "`~&n}/}/}~(c}~(i?~(f7FEE|SA~':#%rXDFACUE~$y#FS+}+}+'~%}#%q~&j9##"},
    {family::v_zb, {15, 31, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}&$AQWCE+.)})iWC+#$bE|SAQ$}$,TBR'&X~&:$R(}(6~'c#UE.&S/:,},},++!'%5$)*%`!!|~(f}~(o3~(u}"
     "~(n}~(}},}~(q<~(w5~)$[!$|~(l}~(o3~(u}~(n}~(}},}~(q?~(w>~)$4!&|~(o}~(o3~(u}~(n}~(}},}~(q[~(wa)'~("
     "s'EE|~(o}~(u}~(n}~(}},}~(qr~(wfF~(u)|~(o}~(u}~(n}/}~(@}~(qt~(wbE##!'|~(o}~(u}~(n}/}~(f}~(qv~(w^~"
     "(t%~(v(|~(o}~(u}~(n}/}~(}}~(qx~(w?~(t(~(v'|~(o}~(u}~'g}/}~(}}~(qz~(w:~(t+~(v&|~(o}~(uu~'>}/}~(}}"
     "~(q}~(w>~(t.~(v%|~(o}~(un~'/}/}~(}}~(q}~(w^~(t1~(v$|~(o}~(ug~&}}/}/}~(q}~(wc~(t4~(v#|~(o}~(u`~&n"
     "}/}/}~(}7~(k}~(w4~(t7FEE|SA~'d#%rXDFACUE~$y#FS+}+}+1~&+#%q~&t9##"},
    {family::v_zb, {16, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_zb, {16, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_zb, {16, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SAB"
     "R%'XD@#%%F?!FE"},
    {family::v_zb, {16, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|=|=|ubh!x,E|u^e!w-FE"
     "EE|r+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_zb, {16, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#"
     "%-l%##"},
    {family::v_zb, {16, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|=|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~"
     "#01~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_zb, {16, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%#~#`;|~#`}~#`[|=|~#`}%#WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#"
     "`t~#[.~#b2F#!!!|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_zb, {16, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o'~#n@|~#n_~#k`~#o&~#"
     "n@|~#nb~#k^~#o%~#n@|~#ne~#k[%#~#n[|~#nh~#k?%#~#n@|~#n}%-WCU~#q<E|~#n}~#j,~#p-~#x0!!|~#n}~#j.~#p5"
     ")$!$|~#n}~#j0~#p6EF~#n$|~#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FE"
     "E|SA~#2#%9XDy#%9~#/+##"},
    {family::v_zb, {16, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!'WCE$7|SAQ$7TBR$!X~#.#'cF%#~#s(UE%@|~#}[~#yj~$!)~#}_|~#}_~#yh~$!(~#}_|~#}b~#yf~$!'~#"
     "}_|~#}e~#yd~$!&~#}_|~#}h~#yb%#~#{#~$$[E|~#}k~#y`%!~#{&~$$<EE|~#}n~#y`~$$)~#g#~$(4!!|~#}}~#x8~$#5"
     ")'~#z#EE|~#}}~#x:~$#:F~#}%|~#}}~#x<~$#6E##!#|~#v7'+~#}[~#x:~$#2~#{%~$!$|~#v>~$'7~#xg~$#.~#{(~$!#"
     "|~#v_~$'1~#xi~$#*~#{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_zb, {16, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!(WCE$:|SAQ$:TBR$!X~#5#'iF%#~$%)UE%_|~$/_~$,p~$0*~$/c|~$/b~$,n~$0(WCU~$2`E|~$/e~$,l~$"
     "0&~$.&~$2[EE|~$/h~$,j%#~$.+~$2<!!|~$/k~$,h%!~$..~$28!#|~$/n~$,h~$21~#y#~$60!$|~$/q~$,h~$2-~$.+)'"
     "~$.%E|~$/t~$,h~$2)~$.3F~$/&|~$/}~$+b~$1:F#!!$|~$,>~$2>~$+i~$16~$.$~$0%|~$)>~$5>~$+k~$12~$.'~$0$|"
     "~$)_~$57~$+m~$1.~$.*~$0#|~$)e~$51~$+o~$1*~$.-FEE|SA~#^#%]XD~#*#%]~#_/##"},
    {family::v_zb, {16, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%cF!(WC$!E$:E|SAQ$>TBR$!X~#<#'oF%#~$1(U%'E%@EE|~$>b~$:v~$?(~$<*~$[[!!|~$>e~$:t~$?&~$<.~$"
     "[<!#|~$>h~$:r%#~$<3~$[8!$|~$>k~$:p%!~$<6~$[4!%|~$>n~$:p~$[9~$0#~$`,!&|~$>q~$:p~$[5~$<+)$!'|~$>t~"
     "$:p~$[1~$<0F~$>'|~$>w~$:p~$[-~$<2~$?'|~$>z~$:p~$[)~$<4~$?&|~$7>'+~$>f~$9[~$@6~$<&~$?%|~$7_~$_>~$"
     "9q~$@2~$<)~$?$|~$7e~$_7~$9s~$@.~$<,~$?#|~$7k~$_1~$9u~$@*~$</FEE|SA~#f#%aXD~#0#%a~#i1##"},
    {family::v_zb, {16, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%gF!&WC$+E$4!#|SAQ$[TBR$!X~#_#'uF%#~$?&U%3E%7!$|~$ge~$d}~$h&~$f6~$j8!%|~$gh~$dz%#~$f;~$j"
     "4!&|~$gk~$dx%!~$f?~$j0!'|~$gn~$dx~$j]~$^#)'~$f(E|~$gq~$dx~$j>~$f+F~$g)|~$gt~$dx~$j9~$f-~$h)|~$gw"
     "~$dx~$j5~$f/~$h(|~$gz~$dx~$j1~$f1~$h'|~$d_~$je~$dl~$j-~$f3~$h&|~$a_~$m_~$du~$j)~$f5~$h%|~$ae~$m>"
     "~$cw~$i2~$f+~$h$|~$ak~$m7~$cy~$i.~$f.~$h#|~$aq~$m1~$c{~$i*~$f1FEE|SA~#n#%eXD~#6#%e~#s3##"},
    {family::v_zb, {16, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%kF!$WC$4E$.!&|SAQ$_TBR$!X~#f#'{F%#~$g$U%@E%/!'|~$uh~$r}~$r%%#~$t_~$x0!(|~$uk~$r}%&~$tb~"
     "$x,!)|~$un~$r}~$r#~$xe~$p#)$!*|~$uq~$r}~$xe~$t(F~$u*|~$ut~$r}~$xa~$t*~$v*|~$uw~$r}~$x]~$t,~$v)|~"
     "$uz~$r}~$x>~$t.~$v(|~$u}~$x8~$rh~$x5~$t0~$v'|~$o_'+~$xb~$rn~$x1~$t2~$v&|~$oe~${[~$r}~$x.~$t4~$v%"
     "|~$ok~${>~$r}~$x*~$t6~$v$|~$oq~${7~$q}~$w1~$t0~$v#|~$ow~${1~$q}~$w/~$t3FEE|SA~#v#%iXD~#<#%i~$!5#"
     "#"},
    {family::v_zb, {16, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%gF&$!$WCF/&+!$$E''$2!#(!|SAQ$bTBR$!X~#u#'uF(&FF'$WCU~$s#R0$.#%*E)*%4~%&%)!|~%(k~%%}~%%("
     "~$u&~%'%~$l#~%+5~%/8~%'(E|~%(n~%%}~%%)@%~%'%~%+1~%#/-+~%'*E|~%(q~%%}~%%*3#~$x*~%+)~$v'~$z,1'~%'*"
     "E|~%(t~%%}~%%+~$x)/)~%'/~%/,F~%'*E|~%(w~%%}~%%+~%+)~$[#~%9-~%'+)$EEF~%')E|~%(z~%%}~%%+'%~$h'~%9-"
     "),FEE-$~%(&|~%(}~%+8~%%?~$(#~%%1~$x)~%+)~%'2F-#E~%0$!!|~%%e~%+h~%%:E3#~%%:~%+)~%g)~%'3~%%#~%)%|~"
     "%!e~%.[~%%1~%$*E5&~$y>~%*^~%'#~%.'~%)&|~%!k~%.>~%%*%'~#n#~%^%~%$f~%*8~$y#~%.'~%)(|~%!q~%(7S~$u#A"
     "Q~%$8~%+l~$p$/)~%'.~%)&|~%!q~%.7~$x#7!~%(&~#l$7%~%$)~%9#~%+h~&/$/%~%'0~%)%|~%!w~%.1~%()~%$-~%*}U"
     "Ez#E+%#,$!|SA~$)#%iXDFCUSAE+#~#f#%%F&#E3+%3~#u#)'#/"},
    {family::v_zb, {16, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDV%kF&$!#WC-&*!$-E''$,E&%!!|SAQ$eTBR$!X~#}#'{F(&FF'#WCU2#.$-#%6E)*%,~%4#'#!#|~%6n~%3}~%31;"
     "%1!-%~%5^~%>,~%5+E|~%6q~%3}~%32/&~%99~%-'~%1+-$~%5,E|~%6t~%3}~%33~%/)~%91~%5/)'EF~%5,E|~%6w~%3}~"
     "%33~%97~%57FE'&!'|~%6z~%3}~%33~%93~%59+$E~%7)|~%6}~%9`~%3l~%9/~%5?F~%7*|~%6}~%9]~%3r~%/)~%_)~%58"
     "~%7*|~%0e'+~%9e~%3:~$l)'>~%w)~%5:~%7)|~%0k~%<>~%3aE/)~%9l~%58~%7(|~%0q~%<:~%31~%$&E1&~%,e~%8?F~%"
     ":&~%7.|~%0w~%<7~%3*~%')3#~$&#~$l.E~%9tE1#~%5+~%7&|~%0}~%62S~%,#AQ~%6'~$&#~%a%~$:,~%3i~%/)+%~%53~"
     "%7%|~%0}~%<2~%+#1!~%20~%8,~%2l{-~%[#F~%5/~%7$|SA~$1#%mXDFSACUE+#~#b#%%FE/+%;g%~$61#%"},
    {family::v_zb, {16, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDV%gF&)!!WC&!.#*!5%*!$$E'-$/E&%EE|SAQ$hTBR$!X~$0#'uF(-F&#WCU~%0$R+#g%:$9#%*E%&1/%,~%^#'#!!"
     "|~%`q~%]}~%]7~%5&>'~%k%~%3.)7~%_3E|~%`t~%]}~%]@~%>)+)~%;/~%@+-(~%_+E|~%`w~%]}~%]@~%c/~%_7~%g,~%_"
     ",E|~%`z~%]}~%]@~%>)~%m)~%_7)$E'%!'|~%`}~%c`~%]eE~%]1~%>)~%m)~%_8F+#'!!'|~%`}~%c]~%]^E>&~%]7~%>)~"
     "%m)~%_9FE~%a)|~%]k~%ck~%]8~%7&-#+%E~%]>~%>)+)~%_7~%a*|~%?k~%f>~%]b~%/#5!-#~%g&<#~%][~%c/~%_9~%a)"
     "|~%?q~%f:~%]@~%[#5&/!+#3#~%[b~%b<E~%d&~%a,|~%?w~%f7~%]1~%[@^#~%ch~%5#~%m)~%_2~%a'|~%?}~%`2S~%?*A"
     "Q~%`&~$&$~%[3~%b}~%<&~%d%~%a/|~%?}~%`7~%>%?!~%[')!>!~$0$~%g)~$q,~%ck~#.#x&~%_2~%a%|~%?}~%f2~%>)~"
     "%2$,%~%[0~%b}~%b)E)#~%].~%a&|SA~$@#%mXDFSA~#@#EF2#CUE5#2#%%F*'E7+%3F_$~$[1#%"},
    {family::v_zb, {16, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDV%sF&$WC)$(!$aE'%!.|SAQ$kTBR$!X~$/#'}'*F(&WCU,&+!'%5$%fE)'F~%n.|~%nt~%_}~%kc~%qm~%m*~%o.|"
     "~%nw~%e}~%kc~%qi~%m,~%o-|~%nz~%k}~%kc~%qe~%m.~%o,|~%n}~%qx~%kh~%qa~%m0~%o+|~%n}~%qu~%kn~%q]~%m2~"
     "%o*|~%n}~%qr~%kt~%q>~%m4~%o)|~%hk'+~%qt~%kz~%q9~%m6~%o(|~%hq~%t:~%k}~%qv~%m8~%o'|~%hw~%t7~%k}~%q"
     "r~%m:~%o&|~%h}~%t5~%k}~%qn~%m<~%o%|~%h}~%t8~%k}~%qj~%m?~%o$|~%h}~%t;~%k}'f~%m[~%o#|~%h}'?~%k-E~%"
     "k}';~%m?FEE|SA~$;#%vXDFACUE~%*#~#t#%u~$f;##"},
    {family::v_zb, {16, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDV%oF&)WC),(!$<E'-E!-|SAQ$nTBR$!X~$?#'}'$F(-WCU,1+!'%5$%?E)3~%}.|~%}w~%s}~%yo~&$a~%{5~&!.|"
     "~%}z~%y}~%yo~&$]~%{7~&!-|~%}}~&$x~%yt~&$>~%{9~&!,|~%}}~&$u~%yz~&$9~%{;~&!+|~%}}~&$r~%y}~&$9~%{>~"
     "&!*|~%yq~&$z~%y}~&$;~%{@~&!)|~%vq~&':~%y}~%yl~&$-~%{]~&!(|~%vw~&'7~%y}~%yl~&$)~%{_~&!'|~%v}~&'5~"
     "%y}'r~%{a~&!&|~%v}~&'8~%ygE~%y}')~%{_~&!%|~%v}~&';~%y]~$[$~%y}'/~%{]~&!$|~%v}'?~%y4E,0~%s}'/~%{@"
     "~&!#|~%v}'@~%v*AQ~%x}~&#k~%{9FEE|SA~$e#%vXDFACUE~%*#FS+'~$##%u~$p;##"},
    {family::v_zb, {16, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDV%kF&.WC)4(!$3E'3$#!,|SAQ$qTBR$!X~$i#'{F(4WCU,<+!'%5$%2E)@!-|~&/z~&,}~&,{~&29~&.[F~&/-|~&"
     "/}~&2x~&,}~&29~&.^~&0-|~&/}~&2u~&,}~&2;~&.`~&0,|~&/}~&2r~&,}~&2>~&.b~&0+|~&/}~&2o~&,}~&2@~&.d~&0"
     "*|~&)q'+~&2k~&,}']~&.f~&0)|~&)w~&57~&,},(E~&,n'%~&.d~&0(|~&)}~&55~&,{~$t$~&,t'%~&.b~&0'|~&)}~&58"
     "~&,nE,0~&,t'%~&.`~&0&|~&)}~&5;~&,d~$e$,0~&,z'%~&.^~&0%|~&)}'?~&,;E,;~&,}')~&.[~&0$|~&)}'@~&)1AQ~"
     "&+}~&1t~&.6~&0#|~&)}~&/f~&(,[!~&+}~&1k~&.9FEE|SA~$s#%vXDFACUE~%*#FS+1~$-#%u~$z;##"},
    {family::v_zb, {16, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDV%gF&3WC)<(!$*E'9$&!+|SAQ$tTBR$!X~$x#'uF(;WCU,c+!'%5$%&E)f~&<,E|~&>}~&[x~&:}~&:/~&[-~&<gF"
     "~&>-|~&>}~&[u~&:}~&:5~&[)~&<i~&?-|~&>}~&[r~&:}~&:;'%~&<k~&?,|~&>}~&[o~&:}E~&:['%~&<i~&?+|~&:w~&["
     "q~&:x~%)$~&:b'%~&<g~&?*|~&7w~&_7~&:},/E,0~&:b'%~&<e~&?)|~&7}~&_5~&:},%~$u$,0~&:h'%~&<c~&?(|~&7}~"
     "&_8~&:uE,;~&:n'%~&<a~&?'|~&7}~&_;~&:k~$f$,;~&:t'%~&<_~&?&|~&7}'?~&:^E,b~&:z'%~&<]~&?%|~&7}'@~&78"
     "AQ~&9}~&@}~&:2~&?&|~&7}~&>m~&6,c!~&9}~&@t~&<6~&?#|~&7}~&>f~&6:~&`7~&-}~&@:~&<9FEE|SA~%&#%vXDFACU"
     "E~%*#FS+;~$7#%u~%);##"},
    {family::v_zb, {16, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDV%cF&8WC)`(!WCE'@$)!*|SAQ$wTBR$!X~%,#'oF(^WCU,n+!'%E5#)j%$!+|~&g}~&g#~&d}~&d},&E~&d.'%~&f"
     "k)$!,|~&g}~&g&~&d}~&dy~%]$~&d4'%~&flF~&g,|~&g}~&g)~&d}~&dlE,0~&d4'%~&fj~&h,|~&g}~&g,~&d}~&db~%2$"
     ",0~&d:'%~&fh~&h+|~&aw'+~&jb~&dxE,;~&d['%~&ff~&h*|~&a}~&m5~&d},,~%#$,;~&db'%~&fd~&h)|~&a}~&m8~&d}"
     "E,b~&dh'%~&fb~&h(|~&a}~&m;~&dr~$o$,b~&dn'%~&f`~&h'|~&a}'?~&deE,m~&dt'%~&f^~&h&|~&a}'@~&a@AQ~&c}~"
     "&i}))~&f0~&h%|~&a}~&gt~&`,j!~&c}~&i}~&d2~&h&|~&a}~&gm~&`:~&n^~&]}~&i8~&f6~&h#|~&a}~&gf~&`d~&n7~&"
     ";}~&i:~&f9FEE|SA~%4#%vXDFACUE~%*#FS+a~$]#%u~%3;##"},
    {family::v_zb, {16, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDV%_F&>WC)`E)&WC+#'<$,!)|SAQ$zTBR$!X~%;#'iF(eWCU,gE,0+!'%5$)f%(!*|~&u}~&u&~&r}~&r},#~%n$,0"
     "~&r('%~&tg)'~&t+E|~&u}~&u)~&r}~&rsE,;~&r.'%~&tkF~&u,|~&u}~&u,~&r}~&ri~%3$,;~&r4'%~&ti~&v,|~&r}R~"
     "&xh~&r},!E,b~&r:'%~&tg~&v+|~&o}',~&x>~&r{~%$$,b~&r['%~&te~&v*|~&o}~&{8~&r},&E,m~&rb'%~&tc~&v)|~&"
     "o}~&{;~&ry~$p$,m~&rh'%~&ta~&v(|~&o}'?~&rlE,x~&rn'%~&t_~&v'|~&o}'@~&obAQ~&q}~&qt~&w:~&t-~&v&|~&o}"
     "~&u{~&n,q!~&q}~&w}))~&t0~&v%|~&o}~&ut~&n:~&}i~&q}~&w6~&t3~&v$|~&o}~&um~&nd~&}^~&k}~&w8~&t6~&v#|~"
     "&o}~&uf~&nr~&}7~&e}~&w:~&t9FEE|SA~%^#%vXDFACUE~%*#FS+k~$g#%u~%>;##"},
    {family::v_zb, {16, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDV%@F&^WC)@E)3[!+!'9$/!(|SAQ$}QTBR$!X~%f#'cF(lWCU,cE,@+!'%5$)b%,!)|~'%}~'()~'%}~'%zE,b~'%("
     "'%~''c~'/,!*|~'%}~'(,~'%}~'%p~%`$,b~'%.'%~''g)$!+|~'%}~'(/~'%}~'%cE,m~'%4'%~''hF~'(+|~'!}R'+~'+>"
     "~'%},%~%-$,m~'%:'%~''f~')+|~'!}'2~'+4~'%{E,x~'%['%~''d~')*|~'!}~'.;~'%},#~$y$,x~'%b'%~''b~'))|~'"
     "!}'?~'%sE,},&~'%h'%~''`~')(|~'!}'@~'!iAQ~&t}~'$y~'*?~''*~')'|~'!}~'(}~&}2x!~'$}~'$t~'*:~''-~')&|"
     "~'!}~'({~&}:~'/t~'$z~'*6~''0~')%|~'!}~'(t~&}d~'/i~'$}~'*6~''3~')$|~'!}~'(m~&}r~'/^~&y}~'*8~''6~'"
     ")#|~'!}~'(f~&}}~'/;~&s}~'*:~''9FEE|SA~%l#%vXDFACUE~%*#FS+u~$q#%u~%c;##"},
    {family::v_zb, {16, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDV%;F&cWC)<E)?WC+#'6$2!'|SAQ$}$#TBR$!X~%u#']F(sWCU,[E,m+!'%5$)^%0!(|~'0}~'6,~'3}~'3w~%q$,m"
     "~'3('%~'5_~'>0!)|~'0}~'6/~'3}~'3jE,x~'3.'%~'5c)'~'5*E|~'0}~'3&~'9_~'3},,~%6$,x~'34'%~'5gF~'6+|~'"
     "0}~'0&~'<1~'3}~'34E,},&~'3:'%~'5e~'7+|~'0}'8~'3}~'3-~$z$,},&~'3['%~'5c~'7*|~'0}'?~'3zE,},1~'3b'%"
     "~'5a~'7)|~'0}'@~'0pAQ~&w}~'2}~'8`~'5'~'7(|~'0}~'6}~'/9S~'>}~'2{~'8?~'5*~'7'|~'0}~'6}~'/[~'>}~'2w"
     "~'8:~'5-~'7&|~'0}~'6{~'/d~'>t~'2z~'86~'50~'7%|~'0}~'6t~'/r~'>i~'2}~'86~'53~'7$|~'0}~'6m~'/}~'>b~"
     "',}~'88~'56~'7#|~'0}~'6f~&}}~'>e~'&}~'8:~'59FEE|SA~%z#%vXDFACUE~%*#FS+}+!~${#%u~%m;##"},
    {family::v_zb, {16, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDV%7F&hWC)7E)gt!+!'3$5!&|SAQ$}$&TBR$!X~&)#';F(zWCU,<E,}+!'%5$)?%4!'|~';}~'`/~']}~']qE,},&~"
     "']('%~'_@~'g4!(|~';}~'`2~']}~']g~%c$,},&~'].'%~'__~'g,!)|~';}~'?&'+~'c4~']}~'],E,},1~']4'%~'_c)$"
     "!*|~'?}~'?,~'f.~']}~']1~%($,},1~']:'%~'_dF~'`*|~'?}'?~']}~']$E,},<~']['%~'_b~'a*|~'?}'@~'?wAQ~&z"
     "}~'[}~'bi~'_$~'a)|~'?}~'`}~'>[S~'g}~'[}~'bb~'_'~'a(|~'?}~'`}~'>c~'g}~'[}~'b?~'_*~'a'|~'?}~'`}~'>"
     "j~'g}~'[w~'b:~'_-~'a&|~'?}~'`{~'>r~'gt~'[z~'b6~'_0~'a%|~'?}~'`t~'>}~'gm~'[}~'b6~'_3~'a$|~'?}~'`m"
     "~'/}~'gp~':}~'b8~'_6~'a#|~'?}~'`f~&}}~'gs~'4}~'b:~'_9FEE|SA~&-#%vXDFACUE~%*#FS+}+,~%*#%u~%w;##"},
    {family::v_zb, {16, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDV%3F&mWC)4E)rWC+#'0$8!%|SAQ$}$)TBR$!X~&8#'5F(}($WCU,5E,},1+!'%5$):%8!&|~'b}~'n2~'k}~'kn~%"
     "t$,},1~'k('%~'m;~'u8!'|~'b}~'k,~'q:~'k}~'k3E,},<~'k.'%~'m@~'u0!(|~'e}~'h,~'t.~'k}~'k8~%9$,},<~'k"
     "4'%~'m_)'~'m)E|~'h}~'h2'+~'d}~'k+E,},c~'k:'%~'mcF~'n*|~'h}'@~'h}VFAQ~'!}~'j}~'prF#!!(|~'h}~'n}~'"
     "gcS~'u}~'j}~'pk~'m$~'o)|~'h}~'n}~'gj~'u}~'j}~'pc~'m'~'o(|~'h}~'n}~'gq~'u}~'j}~'p?~'m*~'o'|~'h}~'"
     "n}~'gx~'u}~'jw~'p:~'m-~'o&|~'h}~'n{~'g}~'ux~'jz~'p6~'m0~'o%|~'h}~'nt~'>}~'u{~'j}~'p6~'m3~'o$|~'h"
     "}~'nm~'/}~'u}~'^}~'p:~'m6~'o#|~'h}~'nf~&}}~'u}~'j}~'p@~'m9FEE|SA~&;#%vXDFACUE~%*#FS+}+6~%4#%u~&&"
     ";##"},
    {family::v_zb, {16, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDV%/F&rWC)/E)})!WC+#'-$;!$|SAQ$}$,TBR$!X~&c#'/F(}(+WCU,1E,},[+!'%5$)6%<!%|~'m}~'}5~'y}~'yh"
     "E,},c~'y('%~'{7~((<!&|~'m}~'v,'+~'y}~'y^~%f$,},c~'y.'%~'{;~((4!'|~'s}~'v2'+~'k}~'y2E,},n~'y4'%~'"
     "{@~((,!(|~'v}~'v8'&~'o}((AQ~'%}~'x}~(#zF~'{)E|~'v}~'}}~'ujS~((}~'x}~(#tF#!!(|~'v}~'}}~'uq~((}~'x"
     "}~(#l~'{$~(!)|~'v}~'}}~'ux~((}~'x}~(#c~'{'~(!(|~'v}~'}}~'u}~((}~'x}~(#]~'{*~(!'|~'v}~'}}~'u}~((}"
     "~'x}~(#@~'{-~(!&|~'v}~'}{~'g}~((}~'x}~(#?~'{0~(!%|~'v}~'}t~'>}~((}~'x}~(#_~'{3~(!$|~'v}~'}m~'/}~"
     "((}~'x}~(#d~'{6~(!#|~'v}~'}f~&}}/}~'x}~(#i~'{9FEE|SA~&e#%vXDFACUE~%*#FS+}+[~%?#%u~&0;##"},
    {family::v_zb, {16, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#qTBDV%+F&wWC),E)})-WC+#'*$?!#|SAQ$}$/TBR$!X~&r#')F(}(2WCU,*E,},n+!'%5$)2%[!$|~'x}~(,2~(21~'y}"
     "~(,>~%w$,},n~(,('%~(.3~(6[!%|~'{}~()2'+~'r}~(,9E,},y~(,.'%~(.7~(68!&|~(&}~()8'&~'v}(/AQ~'(},}~(+"
     "5~(1a~(9,!(|~()}~()9~(/}~((;S~(6}~(+}~(1}F~(.)E|~()}~(/}~((x~(6}~(+}~(1uF#!!(|~()}~(/}~((}~(6}~("
     "+}~(1o~(.$~(0)|~()}~(/}~((}~(6}~(+}~(1m~(.'~(0(|~()}~(/}~((}~(6}~(+}~(1k~(.*~(0'|~()}~(/}~((}~(6"
     "}~(+}~(1i~(.-~(0&|~()}~(/{~'g}~(6}~(+}~(1h~(.0~(0%|~()}~(/t~'>}~(6}~(+}~(1m~(.3~(0$|~()}~(/m~'/}"
     "/}~(+}~(1r~(.6~(0#|~()}~(/f~&}}/}~(6[~'z}~(1:~(.9FEE|SA~&s#%vXDFACUE~%*#FS+}+f~%d#%u~&:;##"},
    {family::v_zb, {16, 29, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDV%'F&}WC)'E)}):WC+#''$]!!|SAQ$}$2TBR$!X~'&#'#F(}(9WCU,&E,},}V+!'%5$).%`!#|~((}~(72'+~'y}~"
     "(:[E,},},'~(:('%~(</~(``!$|~(.}~(78'&~(!}(6AQ~'+},}~(9:~(@>~(c8!&|~(4}~(79~(>}~(6^S~(`},}~(97~(@"
     "a~(c,!(|~(7}~(79~(>}~(6e~(`}~(9}~(@}UF~(<)E|~(7}~(>}~(6}~(`}~(9}~(@})!F#!!(|~(7}~(>}~(6}~(`}~(9}"
     "~(@}~(:#~(?+|~(7}~(>}~(6}~(`}~(9}~(@{~(<'~(?(|~(7}~(>}~(6}~(`}~(9}~(@y~(<*~(?'|~(7}~(>}~(6}~(`}~"
     "(9}~(@w~(<-~(?&|~(7}~(>{~'g}~(`}~(9}~(@v~(<0~(?%|~(7}~(>t~'>}/}~(9}~(@{~(<3~(?$|~(7}~(>m~'/}/}~("
     "`g~(3}~(@8~(<6~(?#|~(7}~(>f~&}}/}~(`j~(-}~(@:~(<9FEE|SA~'&#%vXDFACUE~%*#FS+}+p~%n#%u~&`;##"},
    {family::v_zb, {16, 30, 2, 0, 0}, false, placement::v, true,
     "AQ#uTBDV%#F&}&$WC)$E)})aWC+#'$$`EE|SAQ$}$2TBR'%X~&/$(}(?WCUE,},},2+!'%5$)*%d!!|~(6}~(a8'&~()}(>A"
     "Q~'.},}~(c@~(i5~(q`!$|~(<}~(a9~(g}~(`eS~(n},}~(c<~(i>~(q8!&|~(^}~(a9~(g}~(`l~(n},}~(c8~(ia~(q,!("
     "|~(a}~(a9~(g}~(`s~(n}~(c}~(i}UF~(f)E|~(a}~(g}~(`}~(n},}~(cb~(ifF#!!(|~(a}~(g}~(`}~(n},}~(cd~(ib~"
     "(f$~(h)|~(a}~(g}~(`}~(n}~(c}~(cf~(i^~(f'~(h(|~(a}~(g}~(`}~(n}~(c}~(i})*~(f*~(h'|~(a}~(g}~(`}/}~("
     "c}~(i})(~(f-~(h&|~(a}~(g{~'g}/}~(c}~(i})'~(f0~(h%|~(a}~(gt~'>}/}~(nr~(c}~(i6~(f3~(h$|~(a}~(gm~'/"
     "}/}~(nu~(]}~(i8~(f6~(h#|~(a}~(gf~&}}/}~(nx~(;}~(i:~(f9FEE|SA~'4#%vXDFACUE~%*#FS+}+z~%x#%u~&j;##"},
    {family::v_zb, {16, 31, 2, 0, 0}, false, placement::v, true,
     "AQ#wTBDVF&}&)WCE)})nWC+#$eE|SAQ$}$2TBR'&X~&7$R(}(>AQWCUE.&,},},6+!'%5$)*%d!!|~(`}~(o9~(u}~(nlS~("
     "}},}~(q]~(w5~)$`!$|~(f}~(o9~(u}~(ns~(}},}~(q>~(w>~)$8!&|~(l}~(o9~(u}~(nz~(}},}~(q8~(wa~)$,!(|~(o"
     "}~(o9~(u}~(n}~(}}~(q}~(q8~(wiF~(t)E|~(o}~(u}~(n}~(}},}~(qp~(wfF#!!(|~(o}~(u}~(n}~(}},}~(qr~(wb~("
     "t$~(v)|~(o}~(u}~(n}/}~(f}~(qt~(w^~(t'~(v(|~(o}~(u}~(n}/}~(q}~(qv~(w?~(t*~(v'|~(o}~(u}~(n}/}~(}}~"
     "(qx~(w:~(t-~(v&|~(o}~(u{~'g}/}~(}}~(q{~(w6~(t0~(v%|~(o}~(ut~'>}/}~(}}~(q}~(w:~(t3~(v$|~(o}~(um~'"
     "/}/}~(}}~(q}~(w@~(t6~(v#|~(o}~(uf~&}}/}/}~(q}~(w`~(t9FEE|SA~'^#%vXDFACUE~%*#FS+}+}+'~&'#%u~&t;##"},
    {family::v_zb, {16, 32, 2, 0, 0}, false, placement::v, true,
     "AQ#wTBDVF&}&)AQWCE+$)})qWC+#$eE|SAQ$}$2TBR'&X~&]$R(}(>~'{#UE.&S/,,},},6+!'%5$)*%d!!|~(n}~)!9~)(}"
     "~(}z~)/},}~)$^~)*5~)2`!$|~(t}~)!9~)(}~(}}~)/},}~)$^~)*>~)28!&|~(z}~)!9~)(}~(}}~)/},}~)$`~)*a~)2,"
     "!(|~)!}~)!9~)(}~(}}~)/},}~)$b~)*iF~)')E|~)!}~)(}~(}}/}~(^}~)$}~)*hF#!!(|~)!}~)(}~(}}/}~(i}~)$}~)"
     "*f~)'$~)))|~)!}~)(}~(}}/}~)/}~)$}~)*d~)''~))(|~)!}~)(}~(}}/}~)/}~)$}~)*b~)'*~))'|~)!}~)(}~(}}/}~"
     ")/}~)$}~)*`~)'-~))&|~)!}~)({~'g}/}~)/}~)$}~)*_~)'0~))%|~)!}~)(t~'>}/}~)/}~)$}~)*d~)'3~))$|~)!}~)"
     "(m~'/}/}/}~)$}~)*i~)'6~))#|~)!}~)(f~&}}/}/}~)/7~(s}~)*:~)'9FEE|SA~'l#%vXDFACUE~%*#FS+}+}+1~&1#%u"
     "~'#;##"},
    {family::v_zb, {16, 33, 2, 0, 0}, false, placement::v, true,
     "AQ#wTBDVF&}&)AQWCE+.)})qWC+#$eE|SAQ$}$2TBR'&X~&g$R(}(>~'{#UE.&S/:,},},6+!'%5$)*%d!!|~(}}~)09~)6}"
     "~)/}~)>},}~)2j~)85~)[`!$|~)'}~)09~)6}~)/}~)>},}~)2l~)8>~)[8!&|~)-}~)09~)6}~)/}~)>},}~)2n~)8a~)[,"
     "!(|~)0}~)09~)6}~)/}~)>},}~)2p~)8iF~)5)E|~)0}~)6}~)/}/}~)>}~)2}~)8vF#!!(|~)0}~)6}~)/}/}~)>}~)2}~)"
     "8t~)5$~)7)|~)0}~)6}~)/}/}~)>}~)2}~)8r~)5'~)7(|~)0}~)6}~)/}/}~)>}~)2}~)8p~)5*~)7'|~)0}~)6}~)/}/}~"
     ")>}~)2}~)8n~)5-~)7&|~)0}~)6{~'g}/}~)>}~)2}~)8m~)50~)7%|~)0}~)6t~'>}/}/}~)2}~)8r~)53~)7$|~)0}~)6m"
     "~'/}/}/}~)>^~),}~)88~)56~)7#|~)0}~)6f~&}}/}/}~)>a~)&}~)8:~)59FEE|SA~'z#%vXDFACUE~%*#FS+}+}+;~&;#"
     "%u~'-;##"},
    {family::v_half, {10, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_half, {10, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_half, {10, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!"
     "FE"},
    {family::v_half, {10, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|ubh!x,E|u^e!w-FEEE|r+x+q/w*F"
     "#!E|SAm#%)XDa#%)b###"},
    {family::v_half, {10, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_half, {10, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:%#~#5#~#94E|~#6>~#38%!~#5"
     "&~#90EE|~#6[~#38~#9)~#-#)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#8*~#5%FEE|SA"
     "~#!#%1XDm#%1v'##"},
    {family::v_half, {10, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&8WCE)'$.|SAQ$1TBR$!X{$(9%#WCUE0&,#%3|~#`:~#[@~#`b|~#`>~#[g~#d7|~#`[~#[5%!{!7#~#<'~#3&/"
     "!E)#4#*$E|~#][$!St!FAQ~#`+x#~#s&~#9%~#_&/&~#?%F'$|~#`_p!F:!~#[2~#>%$!+&~#;%-&~#`&|~#]1~#c1~#`-s!"
     "F6!{#/%'!E~#u#/%~#:%i#E7$E|~#?1~#f1~#`*p#3%+!~#9&E/%~#;'a$5#~#i$FE|SA~#0#%1XDFSAh!+#w#i#+-FE))"},
    {family::v_half, {10, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&7WCE)&/&EF4#%!$(|SAQ$+TBR'&SXDVFAQ'!/!*)(-WCUE)!/!+!*(w#<#FEE^#&$%'|~#n1~#q%q#+6(&~#;&"
     "+%~#t)'!E+%EE~$3$~#y$~#n(|~#k.'+s!F+3(&~#d,6#~#2#:#~#v(~#h%E~#j(%#|~#n.~#q+~#?&+3~#2&+%E,!~#m&E~"
     "#k)7#3$~#t%%'|~#k+'1q!F+3w#,%+!F,+~$-&~#u(FFE~#j(%#|~#n+~#q1n#+/~#*&.!~#@&~#m#~$%#,#)#E~#k(+#F4$"
     "%'F|~#k('7p#+)q#/(.!F~#k#,')'~$5&%&4#~#m'EE|~#n(~#q7s#+%~#)&.!s#/*,&)+~#z#~#k&~#q)FEEE|SA~#.#%1X"
     "DFs!+%g!SAE+&E'/%'FF~#2#"},
    {family::v_half, {10, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&7WCE)./&EF4#%!$(|SAQ$+TBR'&SSXDVFAQ'!0!*2(&WCUE)!j#,)+!F+(<#>$EE'#%+|~#}1~$$%p#+[~#>&+"
     "!~#.#,-+)E~$(%E~$&%&$%'|~#y.'+r!F+>~###,0+!~$(#+&~#y&`#a$E~#x(%#|~#}.~$$+o#+9~#5&.!~#*#,&+!~#m#6"
     ")E~#q#)#~$(%E~$&%&$%#|~#y+'1q!F+3w&/*,%+!F,+)-i#j$~#x$%#|~#}+~$$1m#+/~#)&.!z#/*,%~#{#~#a#,#)/~$("
     "%E~$&%%#|~#y('7o!F+)p&/3.!F~#y#,')5t#~#{(E|~#}(~$$7l#+%y&.!s#/8,&)7~$0&~#{$E|SA~#<#%1XDF]!+/t!SA"
     "E+&E'5+$FEE"},
    {family::v_half, {10, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVAQF(#&3WCE)6/&EF4#%!$(|SAQ$+TBR'&SSXDVF6!(!1!+!*8WCUE)!m#,4+!F+(<#>$EE'#%+|~$/1~$2%p#+_~"
     "#[&.!~#1#,8+)E~$6%E~$4%&$%'|~$,.'+r!F+>~##&/*,0+!~$6#+&~$,&`#a$E~$+(%#|~$/.~$2+o#+9~#5&.!~#&#/*,"
     ")+!~#{#6)E~$$#)#~$6%E~$4%&$%#|~$,+'1q!F+3w&/8,%+!F,+)-i#j$~$+$%#|~$/+~$21m#+/~#)&.!z#/8,%~$.#~#o"
     "#,#)/~$6%E~$4%%#|~$,('7o!F+)p&/].!F~$,#,')5t#~$.(E|~$/(~$27l#+%y&.!s#/b,&)7~$?&~$.$E|SA~#f#%1XDF"
     "]!+9CUFSAE+&E'5+$FEE"},
    {family::v_half, {10, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVAQF(*&.WCE)?/&EF4#%!$(|SAQ$+TBR'&SSXDVF6!(!1!+,*/WCUEs$p#.#,;+!F+(<#>$EE'#%+|~$>1~$[%p#+"
     "_~#[&.!~#-#/*,;+)E~$`%E~$^%&$%'|~$:.'+r!F+>~##&/8,0+!~$`#+&~$:&`#a$E~$9(%#|~$>.~$[+o#+9~#5&.!~#&"
     "#/8,)+!~$.#6)E~$2#)#~$`%E~$^%&$%#|~$:+'1q!F+3w&/b,%+!F,+)-i#j$~$9$%#|~$>+~$[1m#+/~#)&.!z#/b,%~$<"
     "#~$!#,#)/~$`%E~$^%%#|~$:('7o!F+)p&/k.!F~$:#,')5t#~$<(E|~$>(~$[7l#+%y&.!s#/p,&)7~$h&~$<$E|SA~#t#%"
     "1XDF]!+_CUFSAE+&E'5+$FEE"},
    {family::v_half, {10, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVAQF(*&.WCE)!AQ+');/&EF4#%!$(|SAQ$+TBR'&SSXDVF6!(!1!+,*/WCUEs$p#.#~#&%/',;+!F+(<#>$EE'#%+"
     "|~$g1~$j%p#+_~#[&.!~#-#/8,;+)E~$n%E~$l%&$%'|~$d.'+r!F+>~##&/b,0+!~$n#+&~$d&`#a$E~$c(%#|~$g.~$j+o"
     "#+9~#5&.!~#&#/b,)+!~$<#6)E~$[#)#~$n%E~$l%&$%#|~$d+'1q!F+3w&/p,%+!F,+)-i#j$~$c$%#|~$g+~$j1m#+/~#)"
     "&.!z#/p,%~$f#~$0#,#)/~$n%E~$l%%#|~$d('7o!F+)p&/y.!F~$d#,')5t#~$f(E|~$g(~$j7l#+%y&.!s#/}R~$$#,#)7"
     "~$v&~$f$E|SA~$'#%1XDF]!+iCUFSAE+&E'5+$FEE"},
    {family::v_half, {11, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_half, {11, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_half, {11, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F"
     "?!FE"},
    {family::v_half, {11, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|ubh!x,E|u^e!w-FEEE|r+x+q/w"
     "*F#!E|SAm#%)XDa#%)b###"},
    {family::v_half, {11, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_half, {11, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%!}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#8*~#5%FEE"
     "|SA~#!#%1XDm#%1v'##"},
    {family::v_half, {11, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&8WCE)'$.|SAQ$1TBR$!X{$(9%#WCUE0&,#%3|~#`:~#[@~#`b|~#`>~#[<~#`*(#~#d7|~#`[~#[[~#<+~#d3|"
     "~#][$!Sv#AQ~#`.{!~#v#~#8'~#7*3!EE~#h(|~#`_o!F:!~#`+x#;&~#5%~#2&:$~#s#.$&#E|~#`n~#[*~#>%$!+&~#5$~"
     "#;$1!EEh$|~#]1~#c1~#`-s!F6!~#)&'%~#.$/%~#_%FE7'E|~#?1~#f1~#`*p#3%+!~#9&~#/#9#/%Fa$E~#a$,$|SA~#0#"
     "%1XDFSA]!+#w#CUq#++FE##+%"},
    {family::v_half, {11, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&8WCE)#WCF)$1#$.|SAQ$4TBR$!X~#+$(9%#WCUE0!(#0!+!7(%3|~#n>~#j@~#n.~$).%3|~#n[~#j<%!WCUF~"
     "#n.,#~#r7|~#k[$!S~#h*AQ~#n+~#<'~#n)~#j+~#r3|~#k[~#n'~#g%]!~#j2(!/!F~#n&~#>&6!EEg(%'|~#n_~#g*~#n)"
     "~#_',-~#?#~#>'~$1$~$9'6'|~#nq~#('?!,&+!7#~#}%~#<#FE'#1!E~$]#~#n(|~#k1~#q1~#n-~#j*~#[%FE,)~#q)E-#"
     "Eg$d'2#|~#h1~#t1~#n)t$<%~#j0~#p,~#l&F~#n$4+|SA~#?#%1XDFCUSAm!BR+%5#v#%%~#,#'###1+"},
    {family::v_half, {11, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&8WCE)+WC'%FFE3!%#$(|SAQ$.TBRSSSX~#-$RAQ*8(&WCU+&E,)+!E`%5%~#r#UEFF'#%+|~#y2'$p!F+>(&~#"
     "g),*+!~$3+3&~$'%%+|~#}1~$$%~#^&+>~#@&~#f*,)+&E~#y&'!E~$^$&$%'|~#y.'+n!F+>~###,0+!~$(#+&E~$;'1+%("
     "|~#}.~$$+q#+9~#7&.!~#^',!+!E,!6)E~$:$~#y&1)~#}'|~#y+'1m!F+3w&/*,%+!F,+)'~$_&0'1#%$|~#}+~$$1p#+/~"
     "#,&.!z#/*,%~#{#~$3#,#)+~$-&0$1$%#|~#y('7l!F+)p&/3.!F~#y#,')/~$g&%#-#%$|~#}(~$$7k#+%}&.!s#/8,&)3~"
     "$-#~$!#,!~$y$E|SA~#<#%1XDF[!+/s!SAE+&E'5+$FEE"},
    {family::v_half, {11, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&8WCE)3WC'%FFE3!%#$(|SAQ$.TBRS!!X~#6$RAQ*]WCU+&E,4+!E(!/!5%~$%#UEFF'#%+|~$,2'$p!F+c~#j)"
     ",5+!~$]+3&~$5%%+|~$/1~$2%r#+_~#^&~#i*,4+&E~$,&'!E~$l$&$%'|~$,.'+n!F+>~##&/*,0+!~$6#+&E~$e'1+%(|~"
     "$/.~$2+q#+9~#7&.!~#&#/*,)+!E,!6)E~$d$~$,&1)~$/'|~$,+'1m!F+3w&/8,%+!F,+)'~$m&0'1#%$|~$/+~$21p#+/~"
     "#,&.!z#/8,%~$.#~$]#,#)+~$;&0$1$%#|~$,('7l!F+)p&/].!F~$,#,')/~$u&%#-#%$|~$/(~$27k#+%}&.!s#/b,&)3~"
     "$;#~$0#,!~%,$E|SA~#f#%1XDF[!+9CUFSAE+&E'5+$FEE"},
    {family::v_half, {11, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF(&&3WCE);WC'%FFE3!%#$(|SAQ$.TBRS!!X~#?$R4!+(*:WCU-&E,@+!E(!/!5%~$3#UEFF'#%+|~$:2'$p!F+c"
     "~#*&/*,;+!~$k+3&~$_%%+|~$>1~$[%r#+_~#^&.!~#-#/*,;+&E~$:&'!E~$z$&$%'|~$:.'+n!F+>~##&/8,0+!~$`#+&E"
     "~$s'1+%(|~$>.~$[+q#+9~#7&.!~#&#/8,)+!E,!6)E~$r$~$:&1)~$>'|~$:+'1m!F+3w&/b,%+!F,+)'~${&0'1#%$|~$>"
     "+~$[1p#+/~#,&.!z#/b,%~$<#~$k#,#)+~$e&0$1$%#|~$:('7l!F+)p&/k.!F~$:#,')/~%(&%#-#%$|~$>(~$[7k#+%}&."
     "!s#/p,&)3~$e#~$?#,!~%:$E|SA~#t#%1XDF[!+_CUFSAE+&E'5+$FEE"},
    {family::v_half, {11, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF(&&3WCE@&+!);WC'%FFE3!%#$(|SAQ$.TBRS!!X~#d$R4!+(*:WCU-&~#4#/*,@+!E(!/!5%~$]#UEFF'#%+|~$"
     "d2'$p!F+c~#*&/8,;+!~$y+3&~$m%%+|~$g1~$j%r#+_~#^&.!~#-#/8,;+&E~$d&'!E~%-$&$%'|~$d.'+n!F+>~##&/b,0"
     "+!~$n#+&E~%&'1+%(|~$g.~$j+q#+9~#7&.!~#&#/b,)+!E,!6)E~%%$~$d&1)~$g'|~$d+'1m!F+3w&/p,%+!F,+)'~%.&0"
     "'1#%$|~$g+~$j1p#+/~#,&.!z#/p,%~$f#~$y#,#)+~$s&0$1$%#|~$d('7l!F+)p&/y.!F~$d#,')/~%6&%#-#%$|~$g(~$"
     "j7k#+%}&.!s#/}R~$3')3~$s#~$h#,!~%d$E|SA~$'#%1XDF[!+iCUFSAE+&E'5+$FEE"},
    {family::v_half, {11, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF(&&3WCE@&+,);WC'%FFE3!%#$(|SAQ$.TBRS!!X~#n$R4!+(*:WCU-&~#4#/8,@+!E(!/!5%~$k#UEFF'#%+|~$"
     "r2'$p!F+c~#*&/b,;+!~%,+3&~${%%+|~$u1~$x%r#+_~#^&.!~#-#/b,;+&E~$r&'!E~%;$&$%'|~$r.'+n!F+>~##&/p,0"
     "+!~$}#+&E~%4'1+%(|~$u.~$x+q#+9~#7&.!~#&#/p,)+!E,!6)E~%3$~$r&1)~$u'|~$r+'1m!F+3w&/}UE,%+!F,+)'~%<"
     "&0'1#%$|~$u+~$x1p#+/~#,&.!z#/}R~$?&~$t#~%,#,#)+~%&&0$1$%#|~$r('7l!F+)p&/}/*.!F~$r#,')/~%`&%#-#%$"
     "|~$u(~$x7k#+%}&.!s#/}//,&)3~%&#~$v#,!~%r$E|SA~$5#%1XDF[!+sCUFSAE+&E'5+$FEE"},
    {family::v_half, {12, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_half, {12, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_half, {12, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%"
     "%F?!FE"},
    {family::v_half, {12, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|ubh!x,E|u^e!w-FEEE|r+x+q"
     "/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_half, {12, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_half, {12, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#"
     "8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_half, {12, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?%#~#_#~#"
     "c8E|~#`_~#]<%!~#_&~#c4EE|~#`b~#]<~#c)~#7#~#g,!!|~#`x~#[(~#b5F~#_#E|~#`t~#[.~#b2F#!!!|~#?1'+~#`6~"
     "#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_half, {12, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&>WCE)'$1|SAQ$4TBR$!X~#&$([%#WCUE0&,#%7|~#n>~#jb~#nf|~#n[~#j_%!WCU7#~#6#/!E~#r8|~#n_~#j"
     "@~#@$8&~#:&~#r8|~#nb~#j`0&~#>'0!)#~#u(&$|~#kb$!S~#1#AQ~#n.~#3#?!~#@#0&~#a&~#`$~#q&%#F~#n%|~#ney!"
     "F>!~#n+~###;&,!~#m%'%~#`%7&.#EEF($|~#nt~#j*~#a%$!+&'%E~#m$~#c#a#E0&|~#h1'+~#n9y!F6!~#1&'%~#4$/-]"
     "#FE~#o%1$|~#h7~#t1~#n*v#3%+!~#c&~#7#~#_&~$6*3#EF/#E~#y%|SA~#8#%5XDFSAn!+#~#(#m#+3##+'"},
    {family::v_half, {12, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&>WCE)#WCF)$1#$1|SAQ$7TBR$!X~#1$([%#WCUE0!(#0!+!7(%7|~#}[~#xb~#}.~$7.%7|~#}_~#xc8&~#}*7"
     "'~#}7|~#}b~#x<%!WCUF~#q&,')!/!E~#x#)'~#}0|~#yb$!S~#v*AQ~#}+~#*#?&,&+!7#/&~#g#f#)$5#~#}(|~#yb~#}'"
     "~#u%`!~#x2(!/!FE,%~#}&]#~$%0~#}(|~#}e~#u*~#})~#m*,*;&$%FE~#g#~#w&~$i$E~$s$%#|~#}w~#0'?!,&+!7#~#{"
     "%'%EF~#f#7&EEn$~#}(|~#v1'+~#}9~#x*~#d%FE,)~$$+E~#{'EF/$'#l$4#|~#v7~$'1~#})z$<%~#x0~$#,~$_#/&EEF~"
     "#}%;%~#{$FE|SA~#b#%5XDFCUSAEXDBR+%5#{#%%F;!+'##5)/#"},
    {family::v_half, {12, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&<WCE)-&#C/!E3#F&!$+|SAQ$.TBR'&SSXDVFAQ'!0!*2(-WCUE)!q#,)+!*(;#<#F~$.#U&%%+|~$/4~$2%x#+"
     "[(&~#h&+!~#8#6)~$5)'!E+%EE~$k$~$:$~$/,|~$,1'+z!F+>(&~#u),*+!~$]+~$7(~$)%E~$+,%#|~$/1~$2+~#l&+>~#"
     "_&~#t*,)+&E~$,)E+%E~$4%&$%'|~$,.'1x!F+>~#)#,0+!~$6#+&E~$e'~$6(~$.%9$%(|~$/.~$21u#+9~#;&.!~#l',!+"
     "!E,!6)E~#w$~$,)@#3$~$5%%'|~$,+'7w!F+3~#!&/*,%+!F,+)'~$m&~$6(FFE~$+(%#|~$/+~$27t#+/~#0&.!~#%#/*,%"
     "~$.#~$]#,#)+~$;&0#n#4$%'F|~$,('>v#+)w#/6.!F~$,#,')/~$u&%&4#~$.'EE|~$/(~$2>y#+%~#/&.!y#/8,&)3~$;#"
     "~$,&~$2)FEEE|SA~#`#%5XDFw!+/u!SAE+&E'5%'FF~#b#"},
    {family::v_half, {12, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&<WCE)6/&EF4#%!$+|SAQ$.TBR'&!!XDVFAQ'!1!*;(&WCUE)!s#,4+!*(;#<#FEE^#&$%+|~$>4~$[%x#+f~#k"
     "&+!~#;#,1~$_,'!E+%EE~$y$~$d$~$>,|~$:1'+z!F+c~#x),5+!~$k+~$a(~$7%E~$9,%#|~$>1~$[+v#+_~#b&~#w*,4+&"
     "E~$:)E+%E~$^%&$%'|~$:.'1x!F+>~#)&/*,0+!~$`#+&E~$s'~$`(~$<%9$%(|~$>.~$[1u#+9~#;&.!~#,#/*,)+!E,!6)"
     "E~$*$~$:)@#3$~$_%%'|~$:+'7w!F+3~#!&/8,%+!F,+)'~${&~$`(FFE~$9(%#|~$>+~$[7t#+/~#0&.!~#%#/8,%~$<#~$"
     "k#,#)+~$e&0#n#4$%'F|~$:('>v#+)w#/`.!F~$:#,')/~%(&%&4#~$<'EE|~$>(~$[>y#+%~#/&.!y#/b,&)3~$e#~$:&~$"
     "[)FEEE|SA~#n#%5XDFw!+9CUFSAE+&E'5%'FF~#l#"},
    {family::v_half, {12, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&#AQ($&3WCE)?/&EF4#%!$+|SAQ$.TBR'&!!XDVFAQ'!1!*!1#+%*8WCUE)!v#,@+!*(;#<#FEE^#&$%+|~$g4~"
     "$j%x#+i~#n&.!~#?#,<~$m,'!E+%EE~%,$~$r$~$g,|~$d1'+z!F+c~#0&/*,;+!~$y+~$o(~$a%E~$c,%#|~$g1~$j+v#+_"
     "~#b&.!~#3#/*,;+&E~$d)E+%E~$l%&$%'|~$d.'1x!F+>~#)&/8,0+!~$n#+&E~%&'~$n(~$f%9$%(|~$g.~$j1u#+9~#;&."
     "!~#,#/8,)+!E,!6)E~$8$~$d)@#3$~$m%%'|~$d+'7w!F+3~#!&/b,%+!F,+)'~%.&~$n(FFE~$c(%#|~$g+~$j7t#+/~#0&"
     ".!~#%#/b,%~$f#~$y#,#)+~$s&0#n#4$%'F|~$d('>v#+)w#/n.!F~$d#,')/~%6&%&4#~$f'EE|~$g(~$j>y#+%~#/&.!y#"
     "/p,&)3~$s#~$d&~$j)FEEE|SA~#}#%5XDFw!+_CUFSAE+&E'5%'FF~#v#"},
    {family::v_half, {12, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&#AQF/*&.WCE)b/&EF4#%!$+|SAQ$.TBR'&!!XDVFAQ'!1!*!2$,%*8WCUE~#!$y#.#,b+!*(;#<#FEE^#&$%+|"
     "~$u4~$x%x#+i~#n&.!~#:#/*,@~${,'!E+%EE~%:$~%%$~$u,|~$r1'+z!F+c~#0&/8,;+!~%,+~%!(~$o%E~$q,%#|~$u1~"
     "$x+v#+_~#b&.!~#3#/8,;+&E~$r)E+%E~$z%&$%'|~$r.'1x!F+>~#)&/b,0+!~$}#+&E~%4'~$}(~$t%9$%(|~$u.~$x1u#"
     "+9~#;&.!~#,#/b,)+!E,!6)E~$b$~$r)@#3$~${%%'|~$r+'7w!F+3~#!&/p,%+!F,+)'~%<&~$}(FFE~$q(%#|~$u+~$x7t"
     "#+/~#0&.!~#%#/p,%~$t#~%,#,#)+~%&&0#n#4$%'F|~$r('>v#+)w#/}.!F~$r#,')/~%`&%&4#~$t'EE|~$u(~$x>y#+%~"
     "#/&.!y#/}R~$]')3~%&#~$r&~$x)FEEE|SA~$/#%5XDFw!+iCUFSAE+&E'5%'FF~$%#"},
    {family::v_half, {12, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&#AQF/*&.WCE)!AQ+')_/&EF4#%!$+|SAQ$.TBR'&!!XDVFAQ'!1!*!2$,%*8WCUE~#!$y#.#~#0%/',b+!*(;#"
     "<#FEE^#&$%+|~%(4~%+%x#+i~#n&.!~#:#/8,@~%.,'!E+%EE~%d$~%3$~%(,|~%%1'+z!F+c~#0&/b,;+!~%:+~%0(~%!%E"
     "~%$,%#|~%(1~%++v#+_~#b&.!~#3#/b,;+&E~%%)E+%E~%-%&$%'|~%%.'1x!F+>~#)&/p,0+!~%/#+&E~%^'~%/(~%'%9$%"
     "(|~%(.~%+1u#+9~#;&.!~#,#/p,)+!E,!6)E~$p$~%%)@#3$~%.%%'|~%%+'7w!F+3~#!&/}UE,%+!F,+)'~%f&~%/(FFE~%"
     "$(%#|~%(+~%+7t#+/~#0&.!~#%#/}R~$h&~%'#~%:#,#)+~%4&0#n#4$%'F|~%%('>v#+)w#/}/-.!F~%%#,')/~%n&%&4#~"
     "%''EE|~%((~%+>y#+%~#/&.!y#/}//,&)3~%4#~%%&~%+)FEEE|SA~$>#%5XDFw!+sCUFSAE+&E'5%'FF~$/#"},
    {family::v_half, {13, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_half, {13, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_half, {13, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@"
     "#%%F?!FE"},
    {family::v_half, {13, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|ubh!x,E|u^e!w-FEEE|r+x"
     "+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_half, {13, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_half, {13, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<"
     "1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_half, {13, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%!WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#`t~#[.~#b2F#!!!|~#?1'+"
     "~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_half, {13, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&>WCE)'$1|SAQ$4TBR$!X~#&$([%#WCUE0&,#%7|~#n>~#jb~#nf|~#n[~#j_~#n*(!/!E~#r8|~#n_~#j[%!WC"
     "U;#~#:'~#r8|~#nb~#j<~#;$<&~#?*~#r4|~#kb$!S~#1#AQ~#j:0&~#]+4!)#c$2$|~#nex!F>!~#n.~#/#?!~#;#0&~#]&"
     "~#`$~#a#~#q&EF'$|~#nx~###;&~#;%'(~#?#FE^$5%EE/%|~#nt~#j*~#a%$!+&'%~#_&8#E~#o$0$|~#h1'+~#n9y!F6!~"
     "#1#~#c(~#4$/-~#m%~#o%1$|~#h7~#t1~#n*v#3%+!~#c&~#5#~#_&~$6*3#EFFE@#.$|SA~#8#%5XDFSAa!+#~#(#CUFu!+"
     "1#%-%"},
    {family::v_half, {13, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&>WCE)#WCF)$1#$1|SAQ$7TBR$!X~#1$([%#WCUE0!(#0!+!7(%7|~#}[~#xb~#}.~$7.%7|~#}_~#x_~#}5,#~"
     "$%;|~#}b~#x`<&~$()2!E;#)'~#}0|~#yb$!S~#v*AQ~#}.WCUF~#q#,*~#`&~$%<|~#yb~#}'~#u%`!~#}+~#*#~$?&,&+!"
     "7#~#c'3!)#j#)$~#}(|~#}e~#u*~#}*~#x*(!~#>$i&~#}%]#E~#h#~$%+s$%#|~#}z~#m*,*;&$%F~#{$~$$'E~$s(%#|~#"
     "}w~#!#)#?!,&+!7#~#{%'%EF~#f#i$_#~#}-|~#v1'+~#}9~#x*~#d%FE,)~$$+E~#{(F~$!$~#}#l$4#|~#v7~$'1~#})z$"
     "<%~#x0~$#,~#l#/&EEF~#}&<&6$|SA~#b#%5XDFCUSAq!BR+%5#z#%%F;!+'#%7)FE"},
    {family::v_half, {13, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&>WCE)+W&#CWCF2#EE&!$+|SAQ$1TBRSSSX~#3$RAQ*8(-WCU+&E,)+!_%4%~$##UEEF'#&$%+|~$,5'$x!F+>("
     "-~#1#,0~$/%2#9#2%F~$5&~$//|~$/4~$2%~#e&+>(&~#j&+!~#8#6)~$5)EE)%'!E~$k$F'$%+|~$,1'+v!F+>(&~#u),*+"
     "!~$]+)';&E~$+,%#|~$/1~$2+~#l&+>~#a&~#t*,)+&E~$$&)''!E~$t$&$%'|~$,.'1t!F+>~#)#,0+!~$6#+&E~$e')'9+"
     "%(|~$/.~$21w#+9~#>&.!~#d',!+!E,!6)E~$d$~$$&)'9$:$%'|~$,+'7s!F+3~#!&/*,%+!F,+)'~$m&)'-'%(|~$/+~$2"
     "7r#+/~#2&.!~#%#/*,%~$.#~$]#,#)+~$;&E~$,$-'~$/'|~$,('>x#+)v&/3.!F~$,#,')/~$u&1&,#~$.(E|~$/(~$2>r#"
     "+%~#$&.!y#/8,&)3~$+#~$$#(#~$b&7#EE|SA~#`#%5XDFa!+/x!SAE+&E';+$FEE"},
    {family::v_half, {13, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&>WCE)3WC'%FFE3!%#$+|SAQ$1TBRS!!X~#<$RAQ*](&WCU+&E,8k%5%~$2#UEFF'#%/|~$:5'$w!F+c(&~#4#,"
     ";~$<%2#9#2%F~$^%~$>0|~$>4~$[%~#p&+c~#m&+!~#;#,1~$_,EE)%'!E~$y$F'$%+|~$:1'+v!F+c~#x),5+!~$k+)';&E"
     "~$9,%#|~$>1~$[+x#+_~#d&~#w*,4+&E~$2&)''!E~%'$&$%'|~$:.'1t!F+>~#)&/*,0+!~$`#+&E~$s')'9+%(|~$>.~$["
     "1w#+9~#>&.!~#,#/*,)+!E,!6)E~$r$~$2&)'9$:$%'|~$:+'7s!F+3~#!&/8,%+!F,+)'~${&)'-'%(|~$>+~$[7r#+/~#2"
     "&.!~#%#/8,%~$<#~$k#,#)+~$e&E~$:$-'~$>'|~$:('>x#+)v&/].!F~$:#,')/~%(&1&,#~$<(E|~$>(~$[>r#+%~#$&.!"
     "y#/b,&)3~$9#~$2#(#~$p&7#EE|SA~#n#%5XDFa!+9CUFSAE+&E';+$FEE"},
    {family::v_half, {13, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF(&&8WCE);WC'%FFE3!%#$+|SAQ$1TBRS!!X~#`$R4!+(*]WCU+&E,_(!/!5%~$[#UEFF'#%/|~$d5'$w!F+m~#7"
     "#,b~$f%2#9#2%F~$l%~$g0|~$g4~$j%z#+i~#p&.!~#?#,<~$m,EE)%'!E~%,$F'$%+|~$d1'+v!F+c~#0&/*,;+!~$y+)';"
     "&E~$c,%#|~$g1~$j+x#+_~#d&.!~#3#/*,;+&E~$[&)''!E~%5$&$%'|~$d.'1t!F+>~#)&/8,0+!~$n#+&E~%&')'9+%(|~"
     "$g.~$j1w#+9~#>&.!~#,#/8,)+!E,!6)E~%%$~$[&)'9$:$%'|~$d+'7s!F+3~#!&/b,%+!F,+)'~%.&)'-'%(|~$g+~$j7r"
     "#+/~#2&.!~#%#/b,%~$f#~$y#,#)+~$s&E~$d$-'~$g'|~$d('>x#+)v&/k.!F~$d#,')/~%6&1&,#~$f(E|~$g(~$j>r#+%"
     "~#$&.!y#/p,&)3~$c#~$[#(#~%#&7#EE|SA~#}#%5XDFa!+_CUFSAE+&E';+$FEE"},
    {family::v_half, {13, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF(-&3WCE)_WC'%FFE3!%#$+|SAQ$1TBRS!!X~#h$R4!+2*:WCU-&E,j(!/!5%~$j#UEFF'#%/|~$r5'$w!F+m~#7"
     "&/*,b~$t%2#9#2%F~$z%~$u0|~$u4~$x%z#+i~#p&.!~#:#/*,@~${,EE)%'!E~%:$F'$%+|~$r1'+v!F+c~#0&/8,;+!~%,"
     "+)';&E~$q,%#|~$u1~$x+x#+_~#d&.!~#3#/8,;+&E~$j&)''!E~%_$&$%'|~$r.'1t!F+>~#)&/b,0+!~$}#+&E~%4')'9+"
     "%(|~$u.~$x1w#+9~#>&.!~#,#/b,)+!E,!6)E~%3$~$j&)'9$:$%'|~$r+'7s!F+3~#!&/p,%+!F,+)'~%<&)'-'%(|~$u+~"
     "$x7r#+/~#2&.!~#%#/p,%~$t#~%,#,#)+~%&&E~$r$-'~$u'|~$r('>x#+)v&/y.!F~$r#,')/~%`&1&,#~$t(E|~$u(~$x>"
     "r#+%~#$&.!y#/}R~$]()2~$q#~$j#(#~%1&7#EE|SA~$/#%5XDFa!+iCUFSAE+&E';+$FEE"},
    {family::v_half, {13, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF(-&3WCE@&+!)_WC'%FFE3!%#$+|SAQ$1TBRS!!X~#r$R4!+2*:WCU-&~#]#/*,j(!/!5%~$x#UEFF'#%/|~%%5'"
     "$w!F+m~#7&/8,b~%'%2#9#2%F~%-%~%(0|~%(4~%+%z#+i~#p&.!~#:#/8,@~%.,EE)%'!E~%d$F'$%+|~%%1'+v!F+c~#0&"
     "/b,;+!~%:+)';&E~%$,%#|~%(1~%++x#+_~#d&.!~#3#/b,;+&E~$x&)''!E~%m$&$%'|~%%.'1t!F+>~#)&/p,0+!~%/#+&"
     "E~%^')'9+%(|~%(.~%+1w#+9~#>&.!~#,#/p,)+!E,!6)E~%]$~$x&)'9$:$%'|~%%+'7s!F+3~#!&/}UE,%+!F,+)'~%f&)"
     "'-'%(|~%(+~%+7r#+/~#2&.!~#%#/}R~$`&~%'#~%:#,#)+~%4&E~%%$-'~%('|~%%('>x#+)v&/}/*.!F~%%#,')/~%n&1&"
     ",#~%'(E|~%((~%+>r#+%~#$&.!y#/}//,&)3~%$#~$x#(#~%@&7#EE|SA~$>#%5XDFa!+sCUFSAE+&E';+$FEE"},
    {family::v_half, {13, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF(-&3WCE@&+,)_WC'%FFE3!%#$+|SAQ$1TBRS!!X~#}$R4!+2*:WCU-&~#]#/8,j(!/!5%~%+#UEFF'#%/|~%35'"
     "$w!F+m~#7&/b,b~%5%2#9#2%F~%;%~%60|~%64~%9%z#+i~#p&.!~#:#/b,@~%<,EE)%'!E~%r$F'$%+|~%31'+v!F+c~#0&"
     "/p,;+!~%d+)';&E~%2,%#|~%61~%9+x#+_~#d&.!~#3#/p,;+&E~%+&)''!E~%{$&$%'|~%3.'1t!F+>~#)&/}UE,0+!~%>#"
     "+&E~%l')'9+%(|~%6.~%91w#+9~#>&.!~#,#/}R~$k',!+!E,!6)E~%k$~%+&)'9$:$%'|~%3+'7s!F+3~#!&/}//,%+!F,+"
     ")'~%t&)'-'%(|~%6+~%97r#+/~#2&.!~#%#/}//,%~%5#~%d#,#)+~%^&E~%3$-'~%6'|~%3('>x#+)v&/}/8.!F~%3#,')/"
     "~%}&1&,#~%5(E|~%6(~%9>r#+%~#$&.!y#/}/>,&)3~%2#~%+#(#~%i&7#EE|SA~$g#%5XDFa!+}DCUFSAE+&E';+$FEE"},
    {family::v_half, {14, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_half, {14, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_half, {14, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'X"
     "D@#%%F?!FE"},
    {family::v_half, {14, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|ubh!x,E|u^e!w-FEEE|r"
     "+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_half, {14, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%"
     "##"},
    {family::v_half, {14, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~"
     "#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_half, {14, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%#~#`;|~#`}%#WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#`t~#[.~#b2F"
     "#!!!|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_half, {14, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o'~#n@|~#n_~#k`~#o&~#"
     "n@|~#nb~#k^%#~#m#~#q<E|~#ne~#k[%!~#m&~#q8EE|~#nh~#k[~#q)~#]#~#u0!!|~#n}~#j.~#p5)$!$|~#n}~#j0~#p6"
     "EF~#n$|~#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~"
     "#/+##"},
    {family::v_half, {14, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&^WCE)'$4|SAQ$7TBR$!X~#,$(c%#WCUE0&,#%;|~#}[~#xi~#}j|~#}_~#xf~#}j|~#}b~#xr~$%@|~#}e~#x["
     "%!WCU;#~#t,~$%;|~#}h~#x<~#a$<*0!~#g*3!E)#~$,(&$|~#yh$!S~#;#AQ~#x](!~#g&$!F~$$'~#v'F'$E|~#}k~#?#["
     "!~#}.~#2#?!E0)$%~$<'~#i$1&-$E(%|~#}}~#]%;&~#_%'(~#o+d$~$^#-#~#}'|~#y7~$$7~#}.~#x*~#;%$!+&'%~#o(-"
     "#~#q$i#EEE2$|~#v7~$'7~#}-~#9#6!~#7&'%~#:$/3~#{%F~$2#F~#}&|~#v>~$'1~#}*}#3%+!~#c&~#>#9#/%~$`'>&7#"
     "FFE~$!%-#E|SA~#[#%9XDFSACUE+#~#&#q#+7FE##+'"},
    {family::v_half, {14, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&^WCE)#WCF)$1#$4|SAQ$:TBR$!X~#7$(c%#WCUE0!(#0!+!7(%;|~$/_~$+i~$/.~$a.%;|~$/b~$+f%!WCUF~"
     "$/n|~$/e~$+b~#p$<&~$/*7'~$/;|~$/h~$+g(!/!F~$/#~$++~$3;|~$,h$!S~$)*AQ~$/.~#{',-~#z#~#m&/!E)&F)#<#"
     "2$%$|~$,h~$/'~$(%c!~$/+~#0#~$h&,&+!;'$%~$+'(#i$)#~$8$%$|~$/k~$(*~$/*~$+*(!/!FEi&~#{%~$.&e$3%~$:("
     "F7(E|~$/}~$/#~#{*,*;&$%1#~#o$%#;&E~%$$~$/)|~$,7~$27~$/1~#(#)#?!,&+!7#~#o%'%~$!(~$k$@&E~$0%~$/(|~"
     "$)7~$57~$/-~$+*~#j%FE,)~$2+E~#k#`';#~$[$E~$b'F[#E|~$)>~$51~$/)~#%$<%~$+0~$1,~$m#/*~#u#FFE7#~$&$)"
     "'FE|SA~#j#%9XDFCUSAw!BR+%5#~#$#%%F;!++FE##1-"},
    {family::v_half, {14, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&^WCE)#WCF),9#$4|SAQ$>TBR$!X~#^$(c%#WCUE0!(#;&,&+!^(%;|~$>b~$9i~$>.;%+!F,&~$>`|~$>e~$9f"
     "~$+*~$`*7!+!~$z,%;|~$>h~$9b~#s$<&~$>*f*^'~$>;|~$:h$!S~$71AQ~$96(!/!F~$>.~$9+~$];|~$:h~$>.~$6%g!~"
     "$>*~$.',')!/!~$!$~$`%$!5!E~#{#p#)+&$%(|~$:h~$>'~$6,~$>*~#3#~$y&,*~$o*~$>%~$1&(#a$)'E+$%'|~$>k~$6"
     "1(&~$.5,-b#~#{*3!E)&FE~%@(%'|~$>}(&~$./)!/!~$o',&?%~#v#:$;#)#~$8#&$w$_&E|~$:7~$[7~$>1~#(&~$.-F~$"
     "d*,)~$[,E~$($1!E~$9$?&E)#[$|~$77~$_7~$>-~$+*/-~$90~$@0~$;$~$7$~$>%l$)'<#|~$7>~$_1~$>)~#%$<%/5~$9"
     ".~$@,E)#EFE~%.$~$,#)/FE|SA~#x#%9XDFCUSAEXDBR+/@#~#.#%)F@!'###1+7'"},
    {family::v_half, {14, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&]WCE)5&#C/!E3#F&!$.|SAQ$1TBR'&!!XDVFAQ'!1!*;(-WCUE)!z#,4+!*(;#<#F~$e#U&%%/|~$g7~$j%~#$"
     "#+f(&~#y&+!~#a#,5~$d+E+%EE~%,$~$r$~$g0|~$d4'+~#?#+c(&~#:#,;~$f%2#9#~$n(~$`%E~$:$~$g0|~$g4~$j+~$#"
     "&+c~#q&+!~#]#,1~$m,EE~$d(+&E~$l%'%%+|~$d1'1~#a#+c~$+),5+!~$y+)'~$o(~$a%E~$c,%#|~$g1~$j1}#+_~#h&~"
     "$**,4+&E~$[&)''!E3'~$m%%+|~$d.'7~#h#+>~#/&/*,0+!~$n#+&E~%&')'~$n(F>%%,|~$g.~$j7{#+9~#]&.!~#2#/*,"
     ")+!E,!6)E~%%$~$[&)'9#n#>%~$g+|~$d+'>~#!#+3~#(&/8,%+!F,+)'~%.&)'%&<$~$c(%#|~$g+~$j>}!F+/~#[&.!~#+"
     "#/8,%~$f#~$y#,#)+~$s&E~$d*<(%'F|~$d('_}!n#+&~#!#/`.!F~$d#,')/~%6&1&~$m)~#(#%#E!!|~$g(~$j_}!F+%~#"
     "2&.!~#$#/b,&)3~$c#~$6#~$d)~$j*~$g#|SA~#v#%9XDFCUc$+5CUFSAE+&E';%'FF~#w#"},
    {family::v_half, {14, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVAQF(#&>WCE)>&#C/!E3#F&!$.|SAQ$1TBR'&!!XDVF7!(!2!+!*](&WCUE)!/!,[+!*(;#<#F~$s#U&%%/|~$u7~"
     "$x%~#$#+p~#}&+!~#d#,[~$r+E+%EE~%:$~%%$~$u0|~$r4'+~#?#+m~#>#,b~$t%2#9#~$}(~$n%E~$d$~$u0|~$u4~$x+~"
     "###+i~#t&.!~#`#,<~${,EE~$r(+&E~$z%'%%+|~$r1'1~#a#+c~#6&/*,;+!~%,+)'~%!(~$o%E~$q,%#|~$u1~$x1}#+_~"
     "#h&.!~#9#/*,;+&E~$j&)''!E3'~${%%+|~$r.'7~#h#+>~#/&/8,0+!~$}#+&E~%4')'~$}(F>%%,|~$u.~$x7{#+9~#]&."
     "!~#2#/8,)+!E,!6)E~%3$~$j&)'9#n#>%~$u+|~$r+'>~#!#+3~#(&/b,%+!F,+)'~%<&)'%&<$~$q(%#|~$u+~$x>}!F+/~"
     "#[&.!~#+#/b,%~$t#~%,#,#)+~%&&E~$r*<(%'F|~$r('_}!n#+&~#!#/n.!F~$r#,')/~%`&1&~${)~#(#%#E!!|~$u(~$x"
     "_}!F+%~#2&.!~#$#/p,&)3~$q#~$`#~$r)~$x*~$u#|SA~$)#%9XDFCUc$+@CUFSAE+&E';%'FF~$&#"},
    {family::v_half, {14, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVAQF(*&8WCE)a&#C/!E3#F&!$.|SAQ$1TBR'&!!XDVF7!(!2!+,*]WCUE)!/!,g+!*(;#<#F~%&#U&%%/|~%(7~%+"
     "%~#$#+s~$$&.!~#g#,g~%%+E+%EE~%d$~%3$~%(0|~%%4'+~#?#+m~#>&/*,b~%'%2#9#~%/(~$}%E~$r$~%(0|~%(4~%++~"
     "###+i~#t&.!~#[#/*,@~%.,EE~%%(+&E~%-%'%%+|~%%1'1~#a#+c~#6&/8,;+!~%:+)'~%0(~%!%E~%$,%#|~%(1~%+1}#+"
     "_~#h&.!~#9#/8,;+&E~$x&)''!E3'~%.%%+|~%%.'7~#h#+>~#/&/b,0+!~%/#+&E~%^')'~%/(F>%%,|~%(.~%+7{#+9~#]"
     "&.!~#2#/b,)+!E,!6)E~%]$~$x&)'9#n#>%~%(+|~%%+'>~#!#+3~#(&/p,%+!F,+)'~%f&)'%&<$~%$(%#|~%(+~%+>}!F+"
     "/~#[&.!~#+#/p,%~%'#~%:#,#)+~%4&E~%%*<(%'F|~%%('_}!n#+&~#!#/}.!F~%%#,')/~%n&1&~%.)~#(#%#E!!|~%((~"
     "%+_}!F+%~#2&.!~#$#/}R~$k()2~%$#~$n#~%%)~%+*~%(#|SA~$7#%9XDFCUc$+eCUFSAE+&E';%'FF~$0#"},
    {family::v_half, {14, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVAQF(1&3WCE)i&#C/!E3#F&!$.|SAQ$1TBR'&!!XDVF7!(!2!+6*8WCUE~#,$1!.$,m+!*(;#<#F~%4#U&%%/|~%6"
     "7~%9%~#$#+s~$$&.!~#c#/*,j~%3+E+%EE~%r$~%]$~%60|~%34'+~#?#+m~#>&/8,b~%5%2#9#~%>(~%/%E~%%$~%60|~%6"
     "4~%9+~###+i~#t&.!~#[#/8,@~%<,EE~%3(+&E~%;%'%%+|~%31'1~#a#+c~#6&/b,;+!~%d+)'~%?(~%0%E~%2,%#|~%61~"
     "%91}#+_~#h&.!~#9#/b,;+&E~%+&)''!E3'~%<%%+|~%3.'7~#h#+>~#/&/p,0+!~%>#+&E~%l')'~%>(F>%%,|~%6.~%97{"
     "#+9~#]&.!~#2#/p,)+!E,!6)E~%k$~%+&)'9#n#>%~%6+|~%3+'>~#!#+3~#(&/}UE,%+!F,+)'~%t&)'%&<$~%2(%#|~%6+"
     "~%9>}!F+/~#[&.!~#+#/}R~$n&~%5#~%d#,#)+~%^&E~%3*<(%'F|~%3('_}!n#+&~#!#/}/-.!F~%3#,')/~%}&1&~%<)~#"
     "(#%#E!!|~%6(~%9_}!F+%~#2&.!~#$#/}//,&)3~%2#~$}#~%3)~%9*~%6#|SA~$a#%9XDFCUc$+oCUFSAE+&E';%'FF~$:#"},
    {family::v_half, {14, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVAQF(1&3WCE)!AQ+')f&#C/!E3#F&!$.|SAQ$1TBR'&!!XDVF7!(!2!+6*8WCUE~#,$1!.$~#:%/',m+!*(;#<#F~"
     "%^#U&%%/|~%`7~%c%~#$#+s~$$&.!~#c#/8,j~%]+E+%EE~&%$~%k$~%`0|~%]4'+~#?#+m~#>&/b,b~%_%2#9#~%g(~%>%E"
     "~%3$~%`0|~%`4~%c+~###+i~#t&.!~#[#/b,@~%f,EE~%](+&E~%e%'%%+|~%]1'1~#a#+c~#6&/p,;+!~%r+)'~%h(~%?%E"
     "~%[,%#|~%`1~%c1}#+_~#h&.!~#9#/p,;+&E~%9&)''!E3'~%f%%+|~%].'7~#h#+>~#/&/}UE,0+!~%g#+&E~%z')'~%g(F"
     ">%%,|~%`.~%c7{#+9~#]&.!~#2#/}R~$y',!+!E,!6)E~%y$~%9&)'9#n#>%~%`+|~%]+'>~#!#+3~#(&/}//,%+!F,+)'~&"
     "'&)'%&<$~%[(%#|~%`+~%c>}!F+/~#[&.!~#+#/}//,%~%_#~%r#,#)+~%l&E~%]*<(%'F|~%]('_}!n#+&~#!#/}/;.!F~%"
     "]#,')/~&/&1&~%f)~#(#%#E!!|~%`(~%c_}!F+%~#2&.!~#$#/}/>,&)3~%[#~%/#~%])~%c*~%`#|SA~$o#%9XDFCUc$+yC"
     "UFSAE+&E';%'FF~$`#"},
    {family::v_half, {15, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_half, {15, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_half, {15, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%"
     "'XD@#%%F?!FE"},
    {family::v_half, {15, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|=|ubh!x,E|u^e!w-FEEE"
     "|r+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_half, {15, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-"
     "l%##"},
    {family::v_half, {15, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#0"
     "1~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_half, {15, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%#~#`;|~#`}~#`[|~#`}%#WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#`t"
     "~#[.~#b2F#!!!|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_half, {15, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o'~#n@|~#n_~#k`~#o&~#"
     "n@|~#nb~#k^~#o%~#n@|~#ne~#k[%#~#n[|~#nh~#k?%!WCU~#q<E|~#n}~#j,~#p-~#x0!!|~#n}~#j.~#p5)$!$|~#n}~#"
     "j0~#p6EF~#n$|~#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9X"
     "Dy#%9~#/+##"},
    {family::v_half, {15, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&^WCE)'$4|SAQ$7TBR$!X~#,$(c%#WCUE0&,#%;|~#}[~#xi~#}j|~#}_~#xf~#}j|~#}b~#xc~#}*(#~$%@|~#"
     "}e~#xg~#t+~$%;|~#}h~#x>%!WCU@#~#p0~$%7|~#yh$!S~#+#AQ~#}3~#1#~$<*0!~#k.7!E)#F6(|~#}k~#:#[!~#x](!~"
     "#b&~#n+~$$$~$%)|~#}}%$~#1#?!E0)$%~$<'~#{'F_#.$~#}%|~#}}~#]%;&~#o%'(~#`#8#)#d$E_&E+%E|~#y7~$$7~#}"
     ".~#x*~#o%$!+&'%EE)%g$~$*%3#~#}&|~#v7~$'7~#}-~#/#6!~#7#~#q(~#:$/3~#{'~$!%9#E|~#v>~$'1~#}*}#3%+!~#"
     "c&~#;#9#/%~$`'>&7#FFE~$!%}$|SA~#[#%9XDFSAe!+#~#&#CUy#+5FE#%-%"},
    {family::v_half, {15, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&^WCE)#WCF)$1#$4|SAQ$:TBR$!X~#7$(c%#WCUE0!(#0!+!7(%;|~$/_~$+i~$/.~$a.%;|~$/b~$+f~$/u|~$"
     "/e~$+c%!WCUF~$/.,#~$3@|~$/h~$+_~#t(~$/)~$++~$3;|~$,h$!S~$)*AQ~$+:(!/!F~$/'~$3_|~$,h~$/'~$(%c!~$/"
     ".~#{',-~#v#~#q*3!E)&FE~$7,|~$/k~$(*~$/.~#0#)#b!,&+!;'$%~$'$~$3(s(%'|~$/}~$+/(!/!FEi&~#w%~$.&~#x("
     "j#*#z#7)|~$/}~#1#~#{*,*;&$%1#~#o$%#+$3!EE~%.(%#|~$,7~$27~$/1~#(#)#?!,&+!7#~$.%'%~#s$~#r&FEq$g#~$"
     "/-|~$)7~$57~$/-~$+*~#j%FE,)~$2+E~#k#`';#EF~$0$~$b&F[#E|~$)>~$51~$/)~#%$<%~$+0~$1,~#r#/*~#u#FFEEF"
     "9#6')#E|SA~#j#%9XDFCUSAu!BR+%5#~###%%~#4#++FE#%3+"},
    {family::v_half, {15, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&^WCE)#WCF),9#$4|SAQ$>TBR$!X~#^$(c%#WCUE0!(#;&,&+!^(%;|~$>b~$9i~$>.;%+!F,&~$>`|~$>e~$9f"
     "~$>1(#7!+!^,%;|~$>h~$9c%!WCUF~$>.f*~$h&~$]<|~$:h$!S~$71AQ~$>/~#w'~$>4~$9+~$];|~$:h~$>.~$6%g!~$96"
     "(!/!F~$>*~$93~$]7|~$:h~$>'~$6,~$>-~$.',')!/!~#y$~$>%~#w&9!E)&FE~%7(%+|~$>k~$61~$>*~#3#)#~$'%,'~$"
     "o*~$>)~$](v,?*E|~$>}('~$.5,-b#~#{+~$1(~%@+%'|~$>}(&~$./)!/!~#u',&?%~#v#:$E+#5!E~$9$w'_&E|~$:7~$["
     "7~$>1~#(&~$.-F~$d*,)~$[,E~$(%k$~#*&~$e$['|~$77~$_7~$>-~$+*/-~$90~$@0~$;%F~$>(l$)'<#|~$7>~$_1~$>)"
     "~#%$<%/5~$9.~$@,E)#~$;#~$1$6+?(|SA~#x#%9XDFCUSAEXDBR+/@#~#-#%)~#f#'##%3+'%"},
    {family::v_half, {15, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&^WCE)3W&#CWCF2#EE&!$.|SAQ$4TBRS!!X~#^$RAQ*](-WCU+&E,4+!j%4%~$?#UEEF'#&$%/|~$d8'$~#7#+c"
     "(-~#?#,;~$g%2#9#2%F~$m&~$g3|~$g7~$j%~#w&+c(&~#{&+!~#a#,5~$m(EE)%'!E~%,$F'$%/|~$d4'+~#?#+c(&~#:#,"
     ";~$f%2#9#~%%':%FE1#&%%+|~$g4~$j+~$#&+c~#s&+!~$#',-~$m,EE)&~$d&'!E~%4$F'$%+|~$d1'1}!F+c~$+),5+!~$"
     "y+)/_&E~$c,%#|~$g1~$j1z!~#?#+[~#j&~$**,4+&E~$8&)/'!EF~%?$%+|~$d.'7z!F+>~#/&/*,0+!~$n#+&E~%&')/-'"
     "%,|~$g.~$j7y#+9~#_&.!~#2#/*,)+!E,!6)E~%%$~$8#)/-(~$g+|~$d+'>{!F+3~#(&/8,%+!F,+)'~%.&)(9%,#z$~$g("
     "|~$g+~$j>y#+/~#5&.!~#+#/8,%~$f#~#{#,#)+~$@&EF~%?&9#4']$%#|~$d('_{!F+)}&/].!F~$d#,')/~%6&9.4#~$f("
     "E|~$g(~$j_x#+%~#*&.!~#$#/b,&)3~$@#~$8#9+~$v&@#EE|SA~#v#%9XDFe!+9CUFSAE+&E']+$FEE"},
    {family::v_half, {15, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&^WCE);W&#CWCF2#EE&!$.|SAQ$4TBRS!#X~#g$RAQ*f(&WCU+&E,@+!u%4%~$h#UEEF'#&$%/|~$r8'$~#7#+m"
     "(&~#]#,b~$u%2#9#2%F~${&~$u3|~$u7~$x%~$'&+m~$#&+!~#d#,[~${(EE)%'!E~%:$F'$%/|~$r4'+~#?#+m~#>#,b~$t"
     "%2#9#~%3':%FE1#&%%+|~$u4~$x+}!F+i~#v&.!~$&',8~${,EE)&~$r&'!E~%^$F'$%+|~$r1'1}!F+c~#6&/*,;+!~%,+)"
     "/_&E~$q,%#|~$u1~$x1z!~#?#+[~#j&.!~#9#/*,;+&E~$b&)/'!EF~%h$%+|~$r.'7z!F+>~#/&/8,0+!~$}#+&E~%4')/-"
     "'%,|~$u.~$x7y#+9~#_&.!~#2#/8,)+!E,!6)E~%3$~$b#)/-(~$u+|~$r+'>{!F+3~#(&/b,%+!F,+)'~%<&)(9%,#z$~$u"
     "(|~$u+~$x>y#+/~#5&.!~#+#/b,%~$t#~$.#,#)+~$i&EF~%h&9#4']$%#|~$r('_{!F+)}&/k.!F~$r#,')/~%`&9.4#~$t"
     "(E|~$u(~$x_x#+%~#*&.!~#$#/p,&)3~$i#~$b#9+~%)&@#EE|SA~$)#%9XDFe!+_CUFSAE+&E']+$FEE"},
    {family::v_half, {15, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF(&&>WCE)_W&#CWCF2#EE&!$.|SAQ$4TBRS!#X~#o$R5!+(*fWCU+&E,f+!'!.!4%~$v#UEEF'#&$%/|~%%8'$~#"
     "7#+w~#`#,m~%(%2#9#2%F~%.&~%(3|~%(7~%+%~#&#+s~$&&.!~#g#,g~%.(EE)%'!E~%d$F'$%/|~%%4'+~#?#+m~#>&/*,"
     "b~%'%2#9#~%]':%FE1#&%%+|~%(4~%++}!F+i~#v&.!~#[#/*,@~%.,EE)&~%%&'!E~%l$F'$%+|~%%1'1}!F+c~#6&/8,;+"
     "!~%:+)/_&E~%$,%#|~%(1~%+1z!~#?#+[~#j&.!~#9#/8,;+&E~$p&)/'!EF~%v$%+|~%%.'7z!F+>~#/&/b,0+!~%/#+&E~"
     "%^')/-'%,|~%(.~%+7y#+9~#_&.!~#2#/b,)+!E,!6)E~%]$~$p#)/-(~%(+|~%%+'>{!F+3~#(&/p,%+!F,+)'~%f&)(9%,"
     "#z$~%((|~%(+~%+>y#+/~#5&.!~#+#/p,%~%'#~$<#,#)+~$w&EF~%v&9#4']$%#|~%%('_{!F+)}&/y.!F~%%#,')/~%n&9"
     ".4#~%'(E|~%((~%+_x#+%~#*&.!~#$#/}R~$k()2~$w#~$p#9+~%7&@#EE|SA~$7#%9XDFe!+iCUFSAE+&E']+$FEE"},
    {family::v_half, {15, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF(-&8WCE)gW&#CWCF2#EE&!$.|SAQ$4TBRS!#X~#w$R5!+2*_WCU-&E,q+!'!.!4%~%)#UEEF'#&$%/|~%38'$~#"
     "7#+w~#`&/*,m~%6%2#9#2%F~%<&~%63|~%67~%9%~#&#+s~$&&.!~#c#/*,j~%<(EE)%'!E~%r$F'$%/|~%34'+~#?#+m~#>"
     "&/8,b~%5%2#9#~%k':%FE1#&%%+|~%64~%9+}!F+i~#v&.!~#[#/8,@~%<,EE)&~%3&'!E~%z$F'$%+|~%31'1}!F+c~#6&/"
     "b,;+!~%d+)/_&E~%2,%#|~%61~%91z!~#?#+[~#j&.!~#9#/b,;+&E~%#&)/'!EF~&)$%+|~%3.'7z!F+>~#/&/p,0+!~%>#"
     "+&E~%l')/-'%,|~%6.~%97y#+9~#_&.!~#2#/p,)+!E,!6)E~%k$~%##)/-(~%6+|~%3+'>{!F+3~#(&/}UE,%+!F,+)'~%t"
     "&)(9%,#z$~%6(|~%6+~%9>y#+/~#5&.!~#+#/}R~$n&~%5#~$f#,#)+~%*&EF~&)&9#4']$%#|~%3('_{!F+)}&/}/*.!F~%"
     "3#,')/~%}&9.4#~%5(E|~%6(~%9_x#+%~#*&.!~#$#/}//,&)3~%*#~%##9+~%a&@#EE|SA~$a#%9XDFe!+sCUFSAE+&E']+"
     "$FEE"},
    {family::v_half, {15, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF(-&8WCE`&+!)gW&#CWCF2#EE&!$.|SAQ$4TBRS!#X~$&$R5!+2*_WCU-&~#j#/*,q+!'!.!4%~%7#UEEF'#&$%/"
     "|~%]8'$~#7#+w~#`&/8,m~%`%2#9#2%F~%f&~%`3|~%`7~%c%~#&#+s~$&&.!~#c#/8,j~%f(EE)%'!E~&%$F'$%/|~%]4'+"
     "~#?#+m~#>&/b,b~%_%2#9#~%y':%FE1#&%%+|~%`4~%c+}!F+i~#v&.!~#[#/b,@~%f,EE)&~%]&'!E~&-$F'$%+|~%]1'1}"
     "!F+c~#6&/p,;+!~%r+)/_&E~%[,%#|~%`1~%c1z!~#?#+[~#j&.!~#9#/p,;+&E~%1&)/'!EF~&7$%+|~%].'7z!F+>~#/&/"
     "}UE,0+!~%g#+&E~%z')/-'%,|~%`.~%c7y#+9~#_&.!~#2#/}R~$q',!+!E,!6)E~%y$~%1#)/-(~%`+|~%]+'>{!F+3~#(&"
     "/}//,%+!F,+)'~&'&)(9%,#z$~%`(|~%`+~%c>y#+/~#5&.!~#+#/}//,%~%_#~$t#,#)+~%8&EF~&7&9#4']$%#|~%]('_{"
     "!F+)}&/}/8.!F~%]#,')/~&/&9.4#~%_(E|~%`(~%c_x#+%~#*&.!~#$#/}/>,&)3~%8#~%1#9+~%o&@#EE|SA~$o#%9XDFe"
     "!+}DCUFSAE+&E']+$FEE"},
    {family::v_half, {15, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF(-&8WCE`&+,)gW&#CWCF2#EE&!$.|SAQ$4TBRS!#X~$0$R5!+2*_WCU-&~#j#/8,q+!'!.!4%~%a#UEEF'#&$%/"
     "|~%k8'$~#7#+w~#`&/b,m~%n%2#9#2%F~%t&~%n3|~%n7~%q%~#&#+s~$&&.!~#c#/b,j~%t(EE)%'!E~&3$F'$%/|~%k4'+"
     "~#?#+m~#>&/p,b~%m%2#9#~&,':%FE1#&%%+|~%n4~%q+}!F+i~#v&.!~#[#/p,@~%t,EE)&~%k&'!E~&;$F'$%+|~%k1'1}"
     "!F+c~#6&/}~%2',5+!~&%+)/_&E~%j,%#|~%n1~%q1z!~#?#+[~#j&.!~#9#/}~%1(,4+&E~%@&)/'!EF~&a$%+|~%k.'7z!"
     "F+>~#/&/}//,0+!~%u#+&E~&-')/-'%,|~%n.~%q7y#+9~#_&.!~#2#/}//,)+!E,!6)E~&,$~%@#)/-(~%n+|~%k+'>{!F+"
     "3~#(&/}/>,%+!F,+)'~&5&)(9%,#z$~%n(|~%n+~%q>y#+/~#5&.!~#+#/}/>,%~%m#~%'#,#)+~%b&EF~&a&9#4']$%#|~%"
     "k('_{!F+)}&/}/b.!F~%k#,')/~&>&9.4#~%m(E|~%n(~%q_x#+%~#*&.!~#$#/}/g,&)3~%b#~%@#9+~&!&@#EE|SA~%!#%"
     "9XDFe!+}+*CUFSAE+&E']+$FEE"},
    {family::v_half, {16, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_half, {16, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_half, {16, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SAB"
     "R%'XD@#%%F?!FE"},
    {family::v_half, {16, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|=|=|ubh!x,E|u^e!w-FE"
     "EE|r+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_half, {16, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#"
     "%-l%##"},
    {family::v_half, {16, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|=|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~"
     "#01~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_half, {16, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%#~#`;|~#`}~#`[|=|~#`}%#WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#"
     "`t~#[.~#b2F#!!!|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_half, {16, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o'~#n@|~#n_~#k`~#o&~#"
     "n@|~#nb~#k^~#o%~#n@|~#ne~#k[%#~#n[|~#nh~#k?%#~#n@|~#n}%-WCU~#q<E|~#n}~#j,~#p-~#x0!!|~#n}~#j.~#p5"
     ")$!$|~#n}~#j0~#p6EF~#n$|~#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FE"
     "E|SA~#2#%9XDy#%9~#/+##"},
    {family::v_half, {16, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!'WCE$7|SAQ$7TBR$!X~#.#'cF%#~#s(UE%@|~#}[~#yj~$!)~#}_|~#}_~#yh~$!(~#}_|~#}b~#yf~$!'~#"
     "}_|~#}e~#yd~$!&~#}_|~#}h~#yb%#~#{#~$$[E|~#}k~#y`%!~#{&~$$<EE|~#}n~#y`~$$)~#g#~$(4!!|~#}}~#x8~$#5"
     ")'~#z#EE|~#}}~#x:~$#:F~#}%|~#}}~#x<~$#6E##!#|~#v7'+~#}[~#x:~$#2~#{%~$!$|~#v>~$'7~#xg~$#.~#{(~$!#"
     "|~#v_~$'1~#xi~$#*~#{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_half, {16, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&cWCE)'$7|SAQ$:TBR$!X~#2$(j%#WCUE0&,#%@|~$/_~$+p~$/n|~$/b~$+m~$/n|~$/e~$+j%!WCU;#~#f#/!"
     "E~$3[|~$/h~$+f~#w$<&~#j&~$3[|~$/k~$+k~$/*~$3[|~$/n~$+>%!WCU@#E~$/*~#q+4!)#~$6,&$|~$,n$!S~#a#AQ~$"
     "/3~#7#~$f-~$.%~$5.9!E~$%%>#+%|~$/q~#d#_!~$+?~#q%'(~#t$)'E5!~$.'E~$/&|~$/}%*~#b#?!~#e#0&$%~$4(F~#"
     "}*3&.#E0%E|~$/}%'~#/#;&~$!+~#{&~$^)/#FE'$9&E!!}$|~$)7'+~$/[~$+*~#o%$!+&'%EE/+F~#y%+$~$0&2$|~$)>~"
     "$57~$/-~#7#6!~#@#~#q(~#[$/;~$.%~$0'3$|~$)_~$51~$/*~#'#3%+!~#q&~#_#~#m&~$n*>0F~$(#@#E/$E|SA~#d#%>"
     "XDFSA}!+#~#2#u#+>#%-'"},
    {family::v_half, {16, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&cWCE)#WCF)$1#$7|SAQ$>TBR$!X~#>$(j%#WCUE0!(#0!+!7(%@|~$>b~$9p~$>.~$o.%@|~$>e~$9m~$>y|~$"
     ">h~$9n<&~$>*7'~$>@|~$>k~$9c%!WCUF~$2&,')!/!E~$9#)'~$>8|~$>n~$9_~#r$[&,&+!~$-'~$]`|~$:n$!S~$7*AQ~"
     "$9:(!/!FEi&-!~#w'0!)#n#)$9'~$>(|~$:n~$>'~$6%f!~$>.~$.*,*~$s'~$[*%!6!EE~%+$~$]';'E|~$>q~$6*~$>.~#"
     "6#)#b!,&+!~$s*$%d$%#^#*$y'F~$>(|~$>}~$>*~$9*~$*%FEi&-!3%'%~#x#~$+)~$[*2!~$t(|~$>}~$>)~$.*,*;&$%1"
     ")~#{$~$*$~$v&EE~$?%~$>(|~$77'+~$>_~#.#)#?!,&+!~#s&'(E~$:&/'~$%#w$9#~$?%~$>)|~$7>~$_7~$>-~$9*~#r%"
     "FE,)~$[+E~#q#/(~$<*~$?&~$x&:$E|~$7_~$_1~$>)~#+$<%~$90~$@,~${#/0~$@$FEEF~$>%~$q+E|SA~#r#%>XDFCUSA"
     "EXDBR+%5#~#(#%%F;!+1#%7)/#"},
    {family::v_half, {16, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&cWCE)#WCF),9#$7|SAQ$[TBR$!X~#d$(j%#WCUE0!(#;&,&+!^(%@|~$ge~$cp~$g.;%+!F,&~$gd|~$gh~$cm"
     "~$g1(#7!+!^,%@|~$gk~$cn<&~$n-^/~$g@|~$gn~$cc%!WCUF~$9&,'~$g*~$c+~$k@|~$dn$!S~$a1AQ~$g/~$!'~$[&,*"
     "(%2!Eb#)/~$g4|~$dn~$g.~$`%j!~$c6(!/!F~$[#,*)!a&~$*#q#),>#~$g,|~$dn~$g'~$`,~$g-~$</)!/!~%!',&$%~$"
     ")#5!EE;#8#~$k(~$g,|~$gq~$`1~$g*~$1&Fe!,*~%!-~$g-~$c$*#~$c()#a#~$g(|~$g}(-~$<8,*~$(#~$f(o$E~$.#~$"
     "b&}$E~%q(%'|~$g}(,~$</)!/!~%!',&?%'%~$'#FE~$5'5!EEg#F~%0&F~$g(|~$a7'+~$g_~#.&~$<-F~$r*,)~$j/~$f("
     "~%<$0!~#2&.#<'E|~$a>~$m7~$g-~$9*/-~$c0~$i2~$.)F~$a$~$g%~$u')$?#|~$a_~$m1~$g)~#+$<%/5~$c.~$i,~$-'"
     "~$e%EF~$g%>%~$^$)'FE|SA~$%#%>XDFCUSAEXDBR+/@#~#2#%)F@!+'#%7)''FE"},
    {family::v_half, {16, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&cWCE)#WCF)4]#$7|SAQ$_TBR$!X~#o$(j%#WCUE0!(#;&,1+!i(%@|~$uh~$qp~$u.;%+!F,1~$ud|~$uk~$qm"
     "~$u1(#f&,&+!i,%@|~$un~$qn~$c*()6!+!F,&i,~$u@|~$rn$!S~$o8AQ~$u.~$<*,'~$}*7!+!~$q0~$y@|~$rn~$u5~$n"
     "%n!~$u+~$%'~$c),'()~$q7~$y;|~$rn~$u.~$n,~$u*~$f*(!/!F~$c&,'~$})6!~$0#t#)4~$u0|~$rn~$u'~$n3~$u)~$"
     "f/)!/!~%0+~$u)~$-#~$y;s$%+|~$uq~$n8(&~$@.,&~%02~$u)~$y7&#~$u0|~$u}(0~$f>)!/!~%;','~$y6~$q'-$e+|~"
     "$u}(,~$<$x%~$f5~%05~$x2~$q%~#'*)$b'|~$o7'+~$u_~#.&~$c*/-~$q7~$w-)$i#~$u&^%E)+d#E|~$o>~${7~$u-~$9"
     "*/;~$q6~$w.EF~$u)1$)/f#|~$o_~${1~$u)~#+$<%/_~$q4~$w*~$t#~$o#E~$[#)!~$d$)/FE|SA~$3#%>XDFCUSAEXDBR"
     "+9e#~#<#%-~$*$#!-%'1FE"},
    {family::v_half, {16, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&bWCE)<-&$%FF,($+|SAQ$4TBR'&!#XDVFAQ'!2!*`(-WCUE)!/!,[W(%CU-#CU;#FFE]#E'$%3|~%(:~%+%~#a"
     "#+p(&W~$2$+#~#n#,<+!u%4%E+%~$}&F~%i$&$%/|~%%7'+~#a#+m(&~#c#,b~%(%2#9#~%0(~%!%~%.%~%$0%#|~%(7~%++"
     "~$5&+m~$'&+!~#j#,[~%.(EE~%%(+&E~%-%'%%/|~%%4'1~#h#+m~#_#,b~%'%2#9#~%]'~%/(~$}%!!~%(3|~%(4~%+1~#)"
     "#+i~#z&.!~$4',8~%.,EE)&~%%)3(!!~%(3|~%%1'7~#o#+c~#<&/*,;+!~%:+)/~%0(FFE~%$0%#|~%(1~%+7~#'#+_~#n&"
     ".!~#@#/*,;+&E~$p&)/'!En#~%y$&$%+|~%%.'>~#)#+>~#5&/8,0+!~%/#+&E~%^')/%&a(%,|~%(.~%+>~#,#+9~#m&.!~"
     "#8#/8,)+!E,!6)E~%]$~$l&),-&a)~%(+|~%%+'_~#2#+3~#.&/b,%+!F,+)'~%f&)(~%$(~%.&F<$%(E|~%(+~%+_~#,#+/"
     "~#_&.!~#1#/b,%~%'#~%:#,#)+~$w&E~$u#9'~%/(_%%'FF|~%%('e~#9#+)~#)#/n.!F~%%#,')/~%n&9.4#3&%&E!!|~%("
     "(~%+e~#+#+%~#8&.!~#*#/p,&)3~$w#~$f#9+~%/(~%+'~%(#|SA~$1#%>XDFCUg$+@CUFSAE+&E']%'FF~$0#"},
    {family::v_half, {16, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&#AQ($&>WCE)`-&$%FF,($+|SAQ$4TBR'&!#XDVFAQ'!2!*!1#+%*](&WCUE)!/!,gW(%CU-#CU;#FFE]#E'$%3"
     "|~%6:~%9%~#a#+zW~$5$+#~#q#,c+!~%;&4$E+%~%/&F~%w$&$%/|~%37'+~#a#+w~#f#,m~%6%2#9#~%?(~%0%~%<%~%20%"
     "#|~%67~%9+~#*#+s~$*&.!~#m#,g~%<(EE~%3(+&E~%;%'%%/|~%34'1~#h#+m~#_&/*,b~%5%2#9#~%k'~%>(~%/%!!~%63"
     "|~%64~%91~#)#+i~#z&.!~#b#/*,@~%<,EE)&~%3)3(!!~%63|~%31'7~#o#+c~#<&/8,;+!~%d+)/~%?(FFE~%20%#|~%61"
     "~%97~#'#+_~#n&.!~#@#/8,;+&E~%#&)/'!En#~&,$&$%+|~%3.'>~#)#+>~#5&/b,0+!~%>#+&E~%l')/%&a(%,|~%6.~%9"
     ">~#,#+9~#m&.!~#8#/b,)+!E,!6)E~%k$~$z&),-&a)~%6+|~%3+'_~#2#+3~#.&/p,%+!F,+)'~%t&)(~%2(~%<&F<$%(E|"
     "~%6+~%9_~#,#+/~#_&.!~#1#/p,%~%5#~%d#,#)+~%*&E~%(#9'~%>(_%%'FF|~%3('e~#9#+)~#)#/}.!F~%3#,')/~%}&9"
     ".4#3&%&E!!|~%6(~%9e~#+#+%~#8&.!~#*#/}R~$y()2~%*#~$t#9+~%>(~%9'~%6#|SA~$@#%>XDFCUg$+eCUFSAE+&E']%"
     "'FF~$:#"},
    {family::v_half, {16, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&#AQF/*&8WCE)h-&$%FF,($+|SAQ$4TBR'&!#XDVFAQ'!2!*!2$,%*fWCUE)!/!,rW(%CU-#CU;#FFE]#E'$%3|"
     "~%`:~%c%~#a#+}QW~$8$.#~#t#,n+!~%e&4$E+%~%>&F~&*$&$%/|~%]7'+~#a#+w~#f&/*,m~%`%2#9#~%h(~%?%~%f%~%["
     "0%#|~%`7~%c+~#*#+s~$*&.!~#i#/*,j~%f(EE~%](+&E~%e%'%%/|~%]4'1~#h#+m~#_&/8,b~%_%2#9#~%y'~%g(~%>%!!"
     "~%`3|~%`4~%c1~#)#+i~#z&.!~#b#/8,@~%f,EE)&~%])3(!!~%`3|~%]1'7~#o#+c~#<&/b,;+!~%r+)/~%h(FFE~%[0%#|"
     "~%`1~%c7~#'#+_~#n&.!~#@#/b,;+&E~%1&)/'!En#~&:$&$%+|~%].'>~#)#+>~#5&/p,0+!~%g#+&E~%z')/%&a(%,|~%`"
     ".~%c>~#,#+9~#m&.!~#8#/p,)+!E,!6)E~%y$~%-&),-&a)~%`+|~%]+'_~#2#+3~#.&/}UE,%+!F,+)'~&'&)(~%[(~%f&F"
     "<$%(E|~%`+~%c_~#,#+/~#_&.!~#1#/}R~$}&~%_#~%r#,#)+~%8&E~%6#9'~%g(_%%'FF|~%]('e~#9#+)~#)#/}/-.!F~%"
     "]#,')/~&/&9.4#3&%&E!!|~%`(~%ce~#+#+%~#8&.!~#*#/}//,&)3~%8#~%'#9+~%g(~%c'~%`#|SA~$i#%>XDFCUg$+oCU"
     "FSAE+&E']%'FF~$`#"},
    {family::v_half, {16, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&#AQF/&6*&3WCE)p-&$%FF,($+|SAQ$4TBR'&!#X~$d$'!2!*!2$,&+(*]WCUE~#6$1!.$,xW(%CU-#CU;#FFE]"
     "#E'$%3|~%n:~%q%~#a#+}QW~$8$.#~#p#/*,q+!~%s&4$E+%~%g&F~&8$&$%/|~%k7'+~#a#+w~#f&/8,m~%n%2#9#~%v(~%"
     "h%~%t%~%j0%#|~%n7~%q+~#*#+s~$*&.!~#i#/8,j~%t(EE~%k(+&E~%s%'%%/|~%k4'1~#h#+m~#_&/b,b~%m%2#9#~&,'~"
     "%u(~%g%!!~%n3|~%n4~%q1~#)#+i~#z&.!~#b#/b,@~%t,EE)&~%k)3(!!~%n3|~%k1'7~#o#+c~#<&/p,;+!~&%+)/~%v(F"
     "FE~%j0%#|~%n1~%q7~#'#+_~#n&.!~#@#/p,;+&E~%@&)/'!En#~&d$&$%+|~%k.'>~#)#+>~#5&/}UE,0+!~%u#+&E~&-')"
     "/%&a(%,|~%n.~%q>~#,#+9~#m&.!~#8#/}R~%$',!+!E,!6)E~&,$~%;&),-&a)~%n+|~%k+'_~#2#+3~#.&/}//,%+!F,+)"
     "'~&5&)(~%j(~%t&F<$%(E|~%n+~%q_~#,#+/~#_&.!~#1#/}//,%~%m#~&%#,#)+~%b&E~%`#9'~%u(_%%'FF|~%k('e~#9#"
     "+)~#)#/}/;.!F~%k#,')/~&>&9.4#3&%&E!!|~%n(~%qe~#+#+%~#8&.!~#*#/}/>,&)3~%b#~%5#9+~%u(~%q'~%n#|SA~$"
     "w#%>XDFCUg$+yCUFSAE+&E']%'FF~$j#"},
    {family::v_half, {16, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&#AQF/&6*&3WCE)!AQ+')m-&$%FF,($+|SAQ$4TBR'&!#X~$n$'!2!*!2$,&+(*]WCUE~#6$1!.$~#`%/',xW(%"
     "CU-#CU;#FFE]#E'$%3|~%}:~&$%~#a#+}QW~$8$.#~#p#/8,q+!~&&&4$E+%~%u&F~&b$&$%/|~%y7'+~#a#+w~#f&/b,m~%"
     "}%2#9#~&)(~%v%~&'%~%x0%#|~%}7~&$+~#*#+s~$*&.!~#i#/b,j~&'(EE~%y(+&E~&&%'%%/|~%y4'1~#h#+m~#_&/p,b~"
     "%{%2#9#~&:'~&((~%u%!!~%}3|~%}4~&$1~#)#+i~#z&.!~#b#/p,@~&',EE)&~%y)3(!!~%}3|~%y1'7~#o#+c~#<&/}~%["
     "',5+!~&3+)/~&)(FFE~%x0%#|~%}1~&$7~#'#+_~#n&.!~#@#/}~%@(,4+&E~%i&)/'!En#~&r$&$%+|~%y.'>~#)#+>~#5&"
     "/}//,0+!~&(#+&E~&;')/%&a(%,|~%}.~&$>~#,#+9~#m&.!~#8#/}//,)+!E,!6)E~&:$~%e&),-&a)~%}+|~%y+'_~#2#+"
     "3~#.&/}/>,%+!F,+)'~&_&)(~%x(~&'&F<$%(E|~%}+~&$_~#,#+/~#_&.!~#1#/}/>,%~%{#~&3#,#)+~%p&E~%n#9'~&(("
     "_%%'FF|~%y('e~#9#+)~#)#/}/e.!F~%y#,')/~&g&9.4#3&%&E!!|~%}(~&$e~#+#+%~#8&.!~#*#/}/g,&)3~%p#~%_#9+"
     "~&((~&$'~%}#|SA~%*#%>XDFCUg$+}+&CUFSAE+&E']%'FF~$t#"},
    {family::v_min, {9, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|SA-#CUFE"},
    {family::v_min, {9, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_min, {9, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_min, {9, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|ubh!x,E|u^e!w-FEEE|r+x+q/w*F#!"
     "E|SAm#%)XDa#%)b###"},
    {family::v_min, {9, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&.WCE)'$(|SAQ$+TBR$!Xo$(+%#WCUE0&,#%+|~#(4~#$1~#(*(#~#,/|~#%4$!Sf#AQ~#(6~#,/|~#(7a#4!~#"
     "(*k!F~#(+~#,+|~#(bp&:!,$~#(/|~#(^~#$*(!/!~#+(~#((|~#%+~#++~#()t#E3%,#(%~#'#F~#()|SA{#%)XDFCUSAE+"
     "#CU%#u!e!F#!/$E"},
    {family::v_min, {9, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&.WCE)#WCF)$1#$(|SAQ$.TBR$!Xz$(+%#WCUE0!(#0!+!7(%+|~#34$!S~#0*AQ~#62>&~#]&~#:,|~#34~#6'"
     "~#/%;!~#65(!6!E7#)'~#6$|~#67~#/*~#6)n!F~#6-~#&#~#2$~#p'%#|~#6ek#)#~#607$~#6+|~#6a~#2*(!/!F~#628$"
     "1#|~#3+~#9+~#6)h$<%~#2*,&%!E~#6$*!(!E2$|SA~#.#%)XDFCUSAe!BR+%5#n#~#/#F9!)#'%"},
    {family::v_min, {9, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.WCE)#WCF),9#$(|SAQ$.TBR$!SX~#($R(*AQ'#WCUE2!(!/!E>#3#-!+!F^'%+|~#]4~#`.~#>%@!~#`-~#9'"
     "3&?#~#`3|~#]4~#`'~#>,~#`1~#9%+!F,&?$~#d/|~#`7~#>1(%~#2'~#g*7!+!~#[(~#`/|~#`ek&~#2*~#g)]')/%#|~#`"
     "as':!/-~#g)2!E~#8#)$&!,!F~#`$|~#]+~#c+~#`)h$<%/5~#g&o#)*~#p'E|SA~#<#%)XDFCUSAe!BR+/@#~#5#'1"},
    {family::v_min, {9, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.AQWCE+#WCF)4F]!$(|SAQ$.TBR$!SX~#2$R(*AQ'#_!WCUE5!(!2!E[#,-E-!+!Fl#0#%+|~#k4~#n.~#g(~#"
     "n0~#<',.u&~#n3|~#k4~#n'~#g/~#n1~#<%+!F,1~#n4|~#n7~#g4~#2'i%~#u*]#,)+!~#j(~#r/|~#nek&~#2&/&~#u)~$"
     "/'y&~#j+~#r+|~#nas':!/4~#u&~$/&~#^*,!E1#~$.$5#|~#k+~#q+~#n)h$<%/;~#u&~#j&~#f$~$;'1+|SA~#f#%)XDFC"
     "USAe!BR+9e#~#i#'1"},
    {family::v_min, {9, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.AQWCE+#WCFE`%+#)3Fg!$(|SAQ$.TBR$!SX~#<$R(*AQ'#_!WCUE5!(!2!E[#6%/',-E-!+!Fz#0#%+|~#y4~"
     "#}.~#u(~#}0~#<',!9!/*,+~#(&~#}3|~#y4~#}'~#u/~#}1~#<%+!F~#,#/*,0~#}4|~#}7~#u4~#g-~$()9!EF,!~$>&k#"
     "]&,!+!~#x(~$%/|~#}ek&~#2&/&~#c-,!5!~$6#~$g',%~#x,~$%+|~#}as':!/4~#n*~$60~#l*,!E1#f$5#|~#y+~$$+~#"
     "})~#6*/;~#@'~$6/~#x#:$~$s'1+|SAk#%)XDFCUSAe!BR+_o#~$&#'1"},
    {family::v_min, {9, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.AQWCE+#WCFE`%+-)3Fq!$(|SAQ$.TBR$!SX~#b$R(*AQ'#_!WCUE5!(!2!E[#6%/5,-E-!+!F(!F0#%+|~$,4"
     "~$/.~$((~$/0~#<',!9!/8,+~#6&~$/3|~$,4~$/'~$(/~$/1~#<%+!F~#,#/8,0~$/4|~$/7~$(4~#g-~$6)9!EF,!~$g%/"
     "-Ey#k&,!+!~$+(~$3/|~$/ek&~#2&/&~#c-,!5!/.~#/%~%($,%~$+,~$3+|~$/as':!/4~#n*~#*%/-~$n*~#z*,!E1#f$5"
     "#|~$,+~$2+~$/)~#`8~#n0~#@$~$`(/-~$n&~$+#:$~%4'1+|SAk#%)XDFCUSAe!BR+iy#~$?#'1"},
    {family::v_min, {9, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.AQWCE+#WCFE`%+7)3F{!$(|SAQ$.TBR$!SX~#l$R(*AQ'#_!WCUE5!(!2!E[#6%/_,-E-!+!F(!F0#%+|~$:4"
     "~$>.~$6(~$>0~#<',!9!/b,+~#`&~$>3|~$:4~$>'~$6/~$>1~#<%+!F~#,#/b,0~$>4|~$>7~$64~#g-~$`)9!EF,!~$u%/"
     ";E0!/#,&+!~$9(~$]/|~$>ek&~#2&/&~#c-,!5!/<~#>%~%`$,%~$9,~$]+|~$>as':!/4~#n*~#*%/;~%/*~$-*,!E1#f$5"
     "#|~$:+~$[+~$>)~#ne~#@$~$n(/;~%/&~$9#:$~%l'1+|SAk#%)XDFCUSAe!BR+s~#(#~$r#'1"},
    {family::v_min, {9, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.AQWCE+#WCFE`%+])3FWCE$(|SAQ$.TBR$!SX~#v$R(*AQ'#_!WCUE5!(!2!E[#6%/m,-E-!+!F(!F0#%+|~$d"
     "4~$g.~$`(~$g0~#<',!9!/p,+~#n&~$g3|~$d4~$g'~$`/~$g1~#<%+!F~#,#/p,0~$g4|~$g7~$`4~#g-~$n)9!EF,!~%(%"
     "/eE0!/#,&+!~$c(~$k/|~$gek&~#2&/&~#c-,!5!/f~#g%~%}$,%~$c,~$k+|~$gas':!/4~#n*~#*%/e~%g*~$;*,!E1#f$"
     "5#|~$d+~$j+~$g)~#ne~#@$~$}(/e~%g&~$c#:$~&-'1+|SAk#%)XDFCUSAe!BR+}E~#2#~%/#'1"},
    {family::v_min, {9, 12, 2, 0, 0}, true, placement::v, true,
     "AQ#+TBDVF&-WCEF:%+g)7%!$%|SAQ$%TBR*#SSX~#o$RAQ*/WCUAQE.!-!F.!l!/}CU,9)$%'|~$g.'!_#+2j!Fk#/}//,5)"
     "'~$g'|~$g+~$j%_!F+/g!.#~#+#/}/2,2)*%$|~$d('([!*!F+)d!.!E/}/<,.),%#|~$g1'!^#+(c!Fd#/}/>,*)/&!E|~$"
     "g(~$j+^!F+%`!.#~#(#/}/[,')2E|~$@(~$g.*!F]!.!E/}/f,#)4|SA~$>#%)XDCUF7$+}+*'1"},
    {family::v_min, {10, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_min, {10, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_min, {10, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!"
     "FE"},
    {family::v_min, {10, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|ubh!x,E|u^e!w-FEEE|r+x+q/w*F"
     "#!E|SAm#%)XDa#%)b###"},
    {family::v_min, {10, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&-WCFE)'WC$&|SAQ$(TBRSXj!+$*#()WCU+#E,*)!%(|~#%,AQ]!*!F+)(&h#,-)$%'|~#(.'!_#+)(%g!FE,*)"
     "'~#('|~#(+~#+%y&+)d!+#~#(#,')*%$|~#%('([!*!F+)d#,-),%#|~#(1'!^#+(c!FE,*)/&!E|~#((~#++^!F+%`!.#~#"
     "(#,')2E|w(~#(.*!F]!.!E/),#)4|SAu#%)XDCUF7$+%'1"},
    {family::v_min, {10, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&-WCFE)/WC$&|SAQ$(TBRSSXs!,$*,(!WCU+#E,5)!%(|~#3,AQ]!*!F+3k#,8)$%'|~#6.'!_#+2j!FE,5)'~#"
     "6'|~#6+~#9%_!F+/g!.#~#+#,2)*%$|~#3('([!*!F+)d!.!E/),.),%#|~#61'!^#+(c!Fd#/*,*)/&!E|~#6(~#9+^!F+%"
     "`!.#~#(#/-,')2E|~#*(~#6.*!F]!.!E/7,#)4|SA~#(#%)XDCUF7$+/'1"},
    {family::v_min, {10, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&-WCFE)7WC$&|SAQ$(TBRSSSX}!-$*1WCU-#E,[)!%(|~#],AQ]!*!F+3k!.!E/),9)$%'|~#`.'!_#+2j!Fk#/"
     "*,5)'~#`'|~#`+~#c%_!F+/g!.#~#+#/-,2)*%$|~#]('([!*!F+)d!.!E/7,.),%#|~#`1'!^#+(c!Fd#/8,*)/&!E|~#`("
     "~#c+^!F+%`!.#~#(#/;,')2E|~#8(~#`.*!F]!.!E/a,#)4|SA~#6#%)XDCUF7$+9'1"},
    {family::v_min, {10, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&-WCFE:%+#)7WC$&|SAQ$(TBRSSSXDVF-$*1WCU-#Ef#AQ/*,>)!%(|~#k,AQ]!*!F+3k!.!E/7,9)$%'|~#n.'"
     "!_#+2j!Fk#/8,5)'~#n'|~#n+~#q%_!F+/g!.#~#+#/;,2)*%$|~#k('([!*!F+)d!.!E/a,.),%#|~#n1'!^#+(c!Fd#/b,"
     "*)/&!E|~#n(~#q+^!F+%`!.#~#(#/e,')2E|~#b(~#n.*!F]!.!E/o,#)4|SA~#`#%)XDCUF7$+_'1"},
    {family::v_min, {10, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&-WCFE:%+-)7WC$&|SAQ$(TBRSSSXDVF-$*1WCU-#Ef#AQ/8,>)!%(|~#y,AQ]!*!F+3k!.!E/a,9)$%'|~#}.'"
     "!_#+2j!Fk#/b,5)'~#}'|~#}+~$$%_!F+/g!.#~#+#/e,2)*%$|~#y('([!*!F+)d!.!E/o,.),%#|~#}1'!^#+(c!Fd#/p,"
     "*)/&!E|~#}(~$$+^!F+%`!.#~#(#/s,')2E|~#p(~#}.*!F]!.!E/}U,#)4|SA~#n#%)XDCUF7$+i'1"},
    {family::v_min, {10, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&-WCFE:%+7)7WC$&|SAQ$(TBRSSSXDVF-$*1WCU-#Ef#AQ/b,>)!%(|~$,,AQ]!*!F+3k!.!E/o,9)$%'|~$/.'"
     "!_#+2j!Fk#/p,5)'~$/'|~$/+~$2%_!F+/g!.#~#+#/s,2)*%$|~$,('([!*!F+)d!.!E/}U,.),%#|~$/1'!^#+(c!Fd#/}"
     "FE,*)/&!E|~$/(~$2+^!F+%`!.#~#(#/}/$,')2E|~$#(~$/.*!F]!.!E/}/.,#)4|SA~#}#%)XDCUF7$+s'1"},
    {family::v_min, {10, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&-WCFE:%+])7WC$&|SAQ$(TBRSSSXDVF-$*1WCU-#Ef#AQ/p,>)!%(|~$:,AQ]!*!F+3k!.!E/}U,9)$%'|~$>."
     "'!_#+2j!Fk#/}FE,5)'~$>'|~$>+~$[%_!F+/g!.#~#+#/}/$,2)*%$|~$:('([!*!F+)d!.!E/}/.,.),%#|~$>1'!^#+(c"
     "!Fd#/}//,*)/&!E|~$>(~$[+^!F+%`!.#~#(#/}/2,')2E|~$1(~$>.*!F]!.!E/}/<,#)4|SA~$/#%)XDCUF7$+}E'1"},
    {family::v_min, {10, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&-WCFE:%+g)7WC$&|SAQ$(TBRSSSXDVF-$*1WCU-#Ef#AQ/}~#3,,2)!%(|~$d,AQ]!*!F+3k!.!E/}/.,9)$%'"
     "|~$g.'!_#+2j!Fk#/}//,5)'~$g'|~$g+~$j%_!F+/g!.#~#+#/}/2,2)*%$|~$d('([!*!F+)d!.!E/}/<,.),%#|~$g1'!"
     "^#+(c!Fd#/}/>,*)/&!E|~$g(~$j+^!F+%`!.#~#(#/}/[,')2E|~$@(~$g.*!F]!.!E/}/f,#)4|SA~$>#%)XDCUF7$+}+*"
     "'1"},
    {family::v_min, {10, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&-WCFE:%+q)7WC$&|SAQ$(TBRSSSXDVF-$*1WCU-#Ef#AQ/}//,>)!%(|~$r,AQ]!*!F+3k!.!E/}/<,9)$%'|~"
     "$u.'!_#+2j!Fk#/}/>,5)'~$u'|~$u+~$x%_!F+/g!.#~#+#/}/[,2)*%$|~$r('([!*!F+)d!.!E/}/f,.),%#|~$u1'!^#"
     "+(c!Fd#/}/g,*)/&!E|~$u(~$x+^!F+%`!.#~#(#/}/j,')2E|~$i(~$u.*!F]!.!E/}/t,#)4|SA~$g#%)XDCUF7$+}+4'1"},
    {family::v_min, {11, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_min, {11, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_min, {11, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F"
     "?!FE"},
    {family::v_min, {11, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|ubh!x,E|u^e!w-FEEE|r+x+q/w"
     "*F#!E|SAm#%)XDa#%)b###"},
    {family::v_min, {11, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_min, {11, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&3WCE)'$+|SAQ$.TBR$!Xu$(2%#WCUE0&,#%/|~#67~#28~#6*(!/!E~#:0|~#6:~#25~#6-~#&#~#:0|~#3:$!"
     "Sm!FAQ~#6>~#:0|~#6>h!F7!~#6.u!F?!~#2'~#:0|~#6lr#;&,!/#~#:(['|~#6h~#2*%!~#5%F~#5(~#6(|~#6gm!F6!~#"
     "##/%'!E~#($;#~#6)|~#0+'+~#60j#3%+!/#+!~#(#~#5'~#6*|SA~#(#%-XDFSA>!+#y#o!m!+'##+%"},
    {family::v_min, {11, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&3WCE)#WCF)$1#$+|SAQ$1TBR$!X~#%$(2%#WCUE0!(#0!+!7(%/|~#`:~#[8~#`.;&~#k&~#d0|~#]:$!S~#?*"
     "AQ~#`9(!6!E7#)'~#`(|~#]:~#`'~#>%?!~#`<~#0#~#d4|~#`>~#>*~#`*u#)#~#`0~#d(c'%#|~#`nt!F~#9#,*~#`*~#z"
     "$~#`+|~#`k~#&'~#9&,!+!~#0(~#`3|~#`g~#[*(!/!FE,)~#3'~#`'[$2#|~#?+'+~#`/n$<%~#[0~#b*F~#`%6%E4$|SA~"
     "#6#%-XDFCUSAi!BR+%5#r#%%FE##+%'%"},
    {family::v_min, {11, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&3WCE)#WCF),9#$+|SAQ$4TBR$!X~#0$(2%#WCUE0!(#;&,&+!^(%/|~#k:$!S~#h1AQ~#n2>%+!F,&~#n8|~#k"
     ":~#n.~#g%^!~#n5(#7!+!?(~#r3|~#k:~#n'~#g,~#n<~$>&~#j+~#r/|~#n>~#g1(&~#-'~#n0(!9!E^#)$~#n/|~#nqw!F"
     "~#[#,*~#u*~#j+~#n/|~#nkq&,![!/$7#~#n07$m&~#z$9'|~#ng~#[*/-(!/!F~#n28$)'9#|~#h+'+~#n/n$<%/5,)%!E~"
     "#n$*!(!E)+E|SA~#`#%-XDFCUSAq!BR+/@#}#~#a#F9!)#'+"},
    {family::v_min, {11, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3WCE)#WCF)4]#$+|SAQ$4TBR$!SX~#9$R(1AQ'#WCUE2!(#>&,1+!Fi'%/|~#y:~#}5~#u%b!~#}.[%+!F,1~#"
     "}8|~#y:~#}.~#u,~#}4(#n&,&+!~#x$~#}7|~#y:~#}'~#u3~#}8~$j%+!F,&~#x(~$%3|~#}>~#u8(!~#4'~#}0:&+!~#x,"
     "~#}3|~#}qw!Fx#`%/$~$(0~#x3~$%/|~#}kq&,![!/2~$(,9!E~#x'-$)*~#}$|~#}gm#,#:!/;~$(*3#%!,!F-#),]#|~#v"
     "+'+~#}/n$<%/_~#}*)!(!E)3E|SA~#n#%-XDFCUSAy!BR+9e#~#g#'7"},
    {family::v_min, {11, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCF)<Fe!$+|SAQ$4TBR$!SX~#_$R(1AQ'#f!WCUE5!(#[&,<+!F3#0#%/|~$,:~$/5~$((~$/1_%+!"
     "F,<~$/8|~$,:~$/.~$(/~$/4(!9!Eq#3#}&,&+!~$+$~$/7|~$,:~$/'~$(6~#4's%~$6*~#t&3&/!+!F,&~$/<|~$/>~$(8"
     "(!~#u&Fd!/&~$6)~$$*~$]*~$++~$33|~$/q~#g$l%/-~$6*~$g&~$])~$+0~$3/|~$/kq&,![!/5~$$,~$g$,%~$#+(!E)+"
     "~$/$|~$/g~#.':!/^~$6&~$g)~#v$~$^')/h#|~$)+'+~$//n$<%/e~$6&6!~$/#~$k$~$7')2E|SA~#}#%-XDFCUSAy!BR+"
     "_o#~$$#'7"},
    {family::v_min, {11, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCFEe%+#);Fo!$+|SAQ$4TBR$!SX~#i$R(1AQ'#f!WCUE5!(#[&6&/&,<+!F3#0#%/|~$::~$>5~$6"
     "(~$>1_%+!F~#9#/*,;~$>8|~$::~$>.~$6/~$>4(!9!Eq#>%/']#~#/&,&+!~$9$~$>7|~$::~$>'~$66~#4's%~$`*~#t&,"
     "!<!/*]#/!+!F,&~$><|~$>>~$68(!~$(&Fd!/&~$`)~$$'~#4%~$2*~$y*~$9+~$]3|~$>q~#u2/%~$`)9!E~$u*~%(&~$y)"
     "~$90~$]/|~$>kq&,![!/5~$$&6)5!~$2&~%($,%~$1+~%*$)*~$>$|~$>g~#.':!/^~$/*~$n3~$)$^')/h#|~$7+'+~$>/~"
     "#`*/e~$$'~$n/~$>#~%,$^')2E|SAs#%-XDFCUSAy!BR+iy#~$<#'7"},
    {family::v_min, {11, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCFEe%+-);Fy!$+|SAQ$4TBR$!SX~#s$R(1AQ'#f!WCUE5!(#[&6&/4,<+!F3#0#%/|~$d:~$g5~$`"
     "(~$g1_%+!F~#9#/8,;~$g8|~$d:~$g.~$`/~$g4(!9!Eq#>%/5k#~#>&,&+!~$c$~$g7|~$d:~$g'~$`6~#4's%~$n*~#t&,"
     "!<!/8k#/!+!F,&~$g<|~$g>~$`8(!~$6&Fd!/&~$n)~$$'~#4%/5~%:-~$c+~$k3|~$gq~$(8~$n)9!E~%()/-~%`'~%:)~$"
     "c0~$k/|~$gkq&,![!/5~$$&6)5!/.~%`*,%~$@+~%8$)*~$g$|~$gg~#.':!/^~$/*~#;%/-~%/-~$7$^')/h#|~$a+'+~$g"
     "/~#n8~$/?~$$$~$}(/-~%/&~$g#~%d$^')2E|SAs#%-XDFCUSAy!BR+s~#(#~$p#'7"},
    {family::v_min, {11, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCFEe%+7);FWCE$+|SAQ$4TBR$!SX~$!$R(1AQ'#f!WCUE5!(#[&6&/^,<+!F3#0#%/|~$r:~$u5~$"
     "n(~$u1_%+!F~#9#/b,;~$u8|~$r:~$u.~$n/~$u4(!9!Eq#>%/_y#~#g&,&+!~$q$~$u7|~$r:~$u'~$n6~#4's%~$}*~#t&"
     ",!<!/by#/!+!F,&~$u<|~$u>~$n8(!~$`&Fd!/&~$})~$$'~#4%/_~%r-~$q+~$y3|~$uq~$(8~$})9!E~%6)/;~%}'~%r)~"
     "$q0~$y/|~$ukq&,![!/5~$$&6)5!/<~%}*,%~$i+~%b$)*~$u$|~$ug~#.':!/^~$/*~#;%/;~%g-~$a$^')/h#|~$o+'+~$"
     "u/~#}b~$/0~$$$~%/(/;~%g&~$u#~&%$^')2E|SAs#%-XDFCUSAy!BR+}E~#2#~%-#'7"},
    {family::v_min, {11, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCFEe%+]);FWCE$+|SAQ$4TBR$!SX~$,$R(1AQ'#f!WCUE5!(#[&6&/l,<+!F3#0#%/|~%%:~%(5~$"
     "}(~%(1_%+!F~#9#/p,;~%(8|~%%:~%(.~$}/~%(4(!9!Eq#>%/m,!E~#u&,&+!~%$$~%(7|~%%:~%('~$}6~#4's%~%/*~#t"
     "&,!<!/p~#,#/!+!F,&~%(<|~%(>~$}8(!~$n&Fd!/&~%/)~$$'~#4%/m~&3-~%$+~%,3|~%(q~$(8~%/)9!E~%`)/e~&>'~&"
     "3)~%$0~%,/|~%(kq&,![!/5~$$&6)5!/f~&>*,%~$w+~%p$)*~%($|~%(g~#.':!/^~$/*~#;%/e~&(-~$o$^')/h#|~%!+'"
     "+~%(/~$/s~$$$~%>(/e~&(&~%(#~&]$^')2E|SAs#%-XDFCUSAy!BR+}+*~#<#~%a#'7"},
    {family::v_min, {11, 14, 2, 0, 0}, true, placement::v, true,
     "AQ#+TBDVF&.AQWCE+}):$(|SAQ$(TBRSSSX~#&$-!*4WCUg%FE/}/8F-!,>E&!%(|~%(.`!'!-!F+3n!.)}#/}/8,>~%(-|~"
     "%%+~%+(F+6n#/}/c,9)'%'|~%(dj!-%F~#&#/}/_F-!,2)(~%('|~%(+~%+%_!*%F+)g!.)u#/}/b,2),%$|~%%('+_#+,g#"
     "/}/q,.)/%#|~%(]c!-%Fv#/}/mF-!,')0&!E|~%((~%++^!*%F`!.)n#/}/p,')4E|~$w('.^#+!`#/}/}/!,#)7|SA~$u#%"
     ")XDCU)#F_!+}+:'3"},
    {family::v_min, {12, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_min, {12, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_min, {12, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%"
     "%F?!FE"},
    {family::v_min, {12, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|ubh!x,E|u^e!w-FEEE|r+x+q"
     "/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_min, {12, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_min, {12, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&3WCE)'$+|SAQ$.TBR$!Xu$(2%#WCUE0&,#%/|~#67~#28~#6*(!/!E~#:0|~#6:~#25~#6-~#&#~#:0|~#3:$!"
     "Sm!FAQ~#6>~#:0|~#6>h!F7!~#6]~#:,|~#6lr#)!?!,$%+['|~#6kq!FE;&~#67|~#6hv&:!~#]'~#5+~#6(|~#6d~#21(%"
     "~#1#?$~#6)|~#0+'+~#6/w#E3%~#2*/&,#F~#6)|SA~#(#%-XDFCUSAE+#CU%#F&#q!+!z!F+&"},
    {family::v_min, {12, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&3WCE)#WCF)$1#$+|SAQ$1TBR$!X~#%$(2%#WCUE0!(#0!+!7(%/|~#`:~#[8~#`.;&~#k&~#d0|~#]:$!S~#?*"
     "AQ~#`9(!6!E7#)'~#`(|~#]:~#`'~#>%?!~#`<~#0#~#d4|~#`>~#>*~#`_~#d(_'%#|~#`ou#)#~#`4;$~#`+|~#`nt!F~#"
     "9#,*~#`;|~#`k~#&'~#9&,!+!~#0(~#`3|~#`g~#[*(!/!FE,)~#3'~#`'[$2#|~#?+'+~#`/n$<%~#[0~#b*F~#`%6%E4$|"
     "SA~#6#%-XDFCUSAi!BR+%5#r#%%FE##+%'%"},
    {family::v_min, {12, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&3WCE)#WCF),9#$+|SAQ$4TBR$!X~#0$(2%#WCUE0!(!/!E;#3#-!+!^(%/|~#k:$!S~#h1AQ~#n1~#c'3&^+%/"
     "|~#k:~#n.~#g%^!~#n2`%+!F,&?$~#r3|~#k:~#n'~#g,~#n8~#_&+!~#j,~#r/|~#n>~#g1~#n<o&~#?&,!Ef(%'|~#nrx#"
     ")#~#n0~#f'^'~#n/|~#nqw!F~#[#,*~#u*~#r'~#n3|~#nkq&,![!/$7#~#n07$m'~#r+|~#ng~#[*/-(!/!F~#n/)!(!E~#"
     "v#[$9#|~#h+'+~#n/n$<%/5,)%!E~#n'~#v,1#|SA~#`#%-XDFCUSAi!BR+/@#}#~#a#F9!)#'+"},
    {family::v_min, {12, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3WCE)#WCF)4]#$+|SAQ$4TBR$!SX~#9$R(1AQ'#WCUE2!(!/!E>#,-E-!+!Fi'%/|~#y:~#}5~#u%b!~#}-~#f"
     "',.r&~#}7|~#y:~#}.~#u,~#}1c%+!F,1~#}8|~#y:~#}'~#u3~#}4(#~$n&,&+!~#x(~$%3|~#}>~#u8~#}8r%+!F,&~#x("
     "~#}3|~#}u~#8'~#}0:&+!~#p()/%'|~#}qw!Fx#`%/$~$(0~#p.(!E~$1(%'|~#}kq&,![!/2~$(,~#p,)/%#|~#}gy':!/;"
     "~$(*3#%!,!F~#l#~$1'1'E|~#v+'+~#}/n$<%/_~#}*~#t'13|SA~#n#%-XDFCUSAi!BR+9e#~#g#'7"},
    {family::v_min, {12, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCF)<Fe!$+|SAQ$4TBR$!SX~#_$R(1AQ'#f!WCUE5!(!2!E[#,8E-!+!Fw#0#%/|~$,:~$/5~$((~$"
     "/0~#i',9~#%&~$/7|~$,:~$/.~$(/~$/1f%+!F,<~$/8|~$,:~$/'~$(6~$/4(#~%$&,1+!~$+$~$/7|~$/>~$(;~#4's%~$"
     "6->!+!F,1~$/<|~$/u{#,#d!/&~$6->&,&+!~$+,~$33|~$/qw!Fx#`%/*~$6->',%~$+'$!+!EE1'~$/(|~$/kq&,![!/5~"
     "$6->&~$/-E8#m$~$3+|~$/gy':!/^~$6)~$+*a#(!F~#z#,!E9#1'E|~$)+'+~$//n$<%/e~$/*~#z')*~${$1+|SA~#}#%-"
     "XDFCUSAi!BR+_o#~$$#'7"},
    {family::v_min, {12, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCFEe%+#);Fo!$+|SAQ$4TBR$!SX~#i$R(1AQ'#f!WCUE5!(!2!E[#6%/',8E-!+!F(!F0#%/|~$::"
     "~$>5~$6(~$>0~#i',!9!/*,6~#3&~$>7|~$::~$>.~$6/~$>1f%+!F~#9#/*,;~$>8|~$::~$>'~$66~$>4(!9!E~%2#>&~%"
     "[&,1+!~$9$~$>7|~$>>~$6;~#4's%~$`*~#t&,!<!6#2!.!F,1~$><|~$>u~$(&Fd!/&~$`)~$$'~$u)g&~$y*~$9+~$]3|~"
     "$>q~#u*~$(1(%9!E~$u-g',%~$9'h&E1'~$>(|~$>kq&,![!/5~$`&6)5!~$n&6'~$>-E8#{$~$]+|~$>gy':!/^}%+!F~$n"
     "*6%~$9'o#^$&!,!E9#1'E|~$7+'+~$>/~#`*/e~#o'~$n/~$9#:$)*~%<$1+|SAs#%-XDFCUSAi!BR+iy#~$<#'7"},
    {family::v_min, {12, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCFEe%+-);Fy!$+|SAQ$4TBR$!SX~#s$R(1AQ'#f!WCUE5!(!2!E[#6%/5,8E-!+!F(!F0#%/|~$d:"
     "~$g5~$`(~$g0~#i',!9!/8,6~#]&~$g7|~$d:~$g.~$`/~$g1f%+!F~#9#/8,;~$g8|~$d:~$g'~$`6~$g4(!9!E~%[#>%/-"
     "E~%x&,1+!~$c$~$g7|~$g>~$`;~#4's%~$n*~#t&,!<!/.~#6%.!F,1~$g<|~$gu~$6&Fd!/&~$n)~$$'~#4%/-u*~%:*~$c"
     "+~$k3|~$gq~$(<(%9!E~%()/-~%/+,%~$c'h&E1'~$g(|~$gkq&,![!/5~$n&6)5!/.`-~$g-E8#-#)(%#|~$ggy':!/^}%+"
     "!F~$}&/-`)~$c'~#!#^$&!,!E9#1'E|~$a+'+~$g/~#n8~$/?~#o$~$}(/-~$g':')*~%t$1+|SAs#%-XDFCUSAi!BR+s~#("
     "#~$p#'7"},
    {family::v_min, {12, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCFEe%+7);FWCE$+|SAQ$4TBR$!SX~$!$R(1AQ'#f!WCUE5!(!2!E[#6%/_,8E-!+!F(!F0#%/|~$r"
     ":~$u5~$n(~$u0~#i',!9!/b,6~#k&~$u7|~$r:~$u.~$n/~$u1f%+!F~#9#/b,;~$u8|~$r:~$u'~$n6~$u4(!9!E~%j#>%/"
     ";E~&9&,1+!~$q$~$u7|~$u>~$n;~#4's%~$}*~#t&,!<!/<~#`%.!F,1~$u<|~$uu~$`&Fd!/&~$})~$$'~#4%/;~#(*~%r*"
     "~$q+~$y3|~$uq~$(<(%9!E~%6)/;~%g+,%~$q'h&E1'~$u(|~$ukq&,![!/5~$}&6)5!/<n-~$u-E8#-#)(%#|~$ugy':!/^"
     "}%+!F~%/&/;n)~$q'~#0#^$&!,!E9#1'E|~$o+'+~$u/~#}b~$/0~#o$~%/(/;~$u':')*~&5$1+|SAs#%-XDFCUSAi!BR+}"
     "E~#2#~%-#'7"},
    {family::v_min, {12, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCFEe%+]);FWCE$+|SAQ$4TBR$!SX~$,$R(1AQ'#f!WCUE5!(!2!E[#6%/m,8E-!+!F(!F0#%/|~%%"
     ":~%(5~$}(~%(0~#i',!9!/p,6~#y&~%(7|~%%:~%(.~$}/~%(1f%+!F~#9#/p,;~%(8|~%%:~%('~$}6~%(4(!9!E~%x#>%/"
     "eE~&q&,1+!~%$$~%(7|~%(>~$};~#4's%~%/*~#t&,!<!/f~#n%.!F,1~%(<|~%(u~$n&Fd!/&~%/)~$$'~#4%/e~#6*~&3*"
     "~%$+~%,3|~%(q~$(<(%9!E~%`)/e~&(+,%~%$'h&E1'~%((|~%(kq&,![!/5~%/&6)5!/f}-~%(-E8#-#)(%#|~%(gy':!/^"
     "}%+!F~%>&/e})~%$'~#?#^$&!,!E9#1'E|~%!+'+~%(/~$/s~#o$~%>(/e~%(':')*~&m$1+|SAs#%-XDFCUSAi!BR+}+*~#"
     "<#~%a#'7"},
    {family::v_min, {12, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+#WCFEe%+g);FWCE$+|SAQ$4TBR$!SX~$6$R(1AQ'#f!WCUE5!(!2!E[#6%/{,8E-!+!F(!F0#%/|~%3"
     ":~%65~%/(~%60~#i',!9!/}~#3,,+~$,&~%67|~%3:~%6.~%//~%61f%+!F~#9#/}F~#3+,0~%68|~%3:~%6'~%/6~%64(!9"
     "!E~&+#>%/sE~'2&,1+!~%2$~%67|~%6>~%/;~#4's%~%>*~#t&,!<!/t~#}%.!F,1~%6<|~%6u~$}&Fd!/&~%>)~$$'~#4%/"
     "s~#`*~&k*~%2+~%:3|~%6q~$(<(%9!E~%n)/s~&`+,%~%2'h&E1'~%6(|~%6kq&,![!/5~%>&6)5!/t~#/-~%6-E8#-#)(%#"
     "|~%6gy':!/^}%+!F~%g&/s~#/)~%2'~#h#^$&!,!E9#1'E|~%0+'+~%6/~$/s~#o$~%g(/s~%6':')*~'.$1+|SAs#%-XDFC"
     "USAi!BR+}+4~#b#~%y#'7"},
    {family::v_min, {12, 15, 2, 0, 0}, true, placement::v, true,
     "AQ#/TBDVF&2WCEF@%+q)@%!$(|SAQ$(TBR*#!!X~$-$RAQ*8WCUAQE.!-!F.!v!/}//,`)$%+|~%61'!f#+<w!Fx#/}/>,[)"
     "'~%6+|~%6.~%9%f!F+9t!.#~#<#/}/[,>)*%(|~%3+'(c!*!F+3q!.!E/}/f,9),%'|~%64'!e#+2p!Fq#/}/g,5)/~%6'|~"
     "%6+~%9+e!F+/m!.#~#9#/}/j,2)2%$|~%3('.b!*!F+)j!.!E/}/t,.)4%#|~%67'!d#+(i!Fj#/}/u,*)7&!E|~%6(~%91d"
     "!F+%f!.#~#6#/}/x,'):E|~%*.~%6.*!Fc!.!E/}/}/%,#)<|SA~%!#%-XDCUF;$+}+?'7"},
    {family::v_min, {13, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_min, {13, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_min, {13, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@"
     "#%%F?!FE"},
    {family::v_min, {13, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|ubh!x,E|u^e!w-FEEE|r+x"
     "+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_min, {13, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_min, {13, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&2WCFE)'WC$)|SAQ$+TBRSXp!+$*#(0WCU+#E,*)!%,|~#3/AQd!*!F+)(-r#,-)$%+|~#61'!f#+)(,q!FE,*)"
     "'~#6+|~#6.~#9%~#%&+)(&n!+#~#6#,')*%(|~#3+'(c!*!F+)(&n#,-),%'|~#64'!e#+)(%m!FE,*)/~#6'|~#6+~#9+~#"
     ",&+)j!+#~#6#,')2%$|~#3('.b!*!F+)j#,-)4%#|~#67'!d#+(i!FE,*)7&!E|~#6(~#91d!F+%f!.#~#6#,'):E|~#*.~#"
     "6.*!Fc!.!E/),#)<|SA~#!#%-XDCUF;$+%'7"},
    {family::v_min, {13, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&2WCFE)/WC$)|SAQ$+TBRSSXy!,$*,()WCU+#E,5)!%,|~#]/AQd!*!F+3(&u#,8)$%+|~#`1'!f#+3(%t!FE,5"
     ")'~#`+|~#`.~#c%~#0&+3q!+#~#9#,2)*%(|~#]+'(c!*!F+3q#,8),%'|~#`4'!e#+2p!FE,5)/~#`'|~#`+~#c+e!F+/m!"
     ".#~#9#,2)2%$|~#]('.b!*!F+)j!.!E/),.)4%#|~#`7'!d#+(i!Fj#/*,*)7&!E|~#`(~#c1d!F+%f!.#~#6#/-,'):E|~#"
     "8.~#`.*!Fc!.!E/7,#)<|SA~#0#%-XDCUF;$+/'7"},
    {family::v_min, {13, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&2WCFE)7WC$)|SAQ$+TBRSSSXDVF-$*5(!WCU+#E,[)!%,|~#k/AQd!*!F+>x#,_)$%+|~#n1'!f#+<w!FE,[)'"
     "~#n+|~#n.~#q%f!F+9t!.#~#<#,>)*%(|~#k+'(c!*!F+3q!.!E/),9),%'|~#n4'!e#+2p!Fq#/*,5)/~#n'|~#n+~#q+e!"
     "F+/m!.#~#9#/-,2)2%$|~#k('.b!*!F+)j!.!E/7,.)4%#|~#n7'!d#+(i!Fj#/8,*)7&!E|~#n(~#q1d!F+%f!.#~#6#/;,"
     "'):E|~#b.~#n.*!Fc!.!E/a,#)<|SA~#?#%-XDCUF;$+9'7"},
    {family::v_min, {13, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&2WCFE)@WC$)|SAQ$+TBRS!!XDVF.$*:WCU-#E,g)!%,|~#y/AQd!*!F+>x!.!E/),`)$%+|~#}1'!f#+<w!Fx#"
     "/*,[)'~#}+|~#}.~$$%f!F+9t!.#~#<#/-,>)*%(|~#y+'(c!*!F+3q!.!E/7,9),%'|~#}4'!e#+2p!Fq#/8,5)/~#}'|~#"
     "}+~$$+e!F+/m!.#~#9#/;,2)2%$|~#y('.b!*!F+)j!.!E/a,.)4%#|~#}7'!d#+(i!Fj#/b,*)7&!E|~#}(~$$1d!F+%f!."
     "#~#6#/e,'):E|~#p.~#}.*!Fc!.!E/o,#)<|SA~#h#%-XDCUF;$+_'7"},
    {family::v_min, {13, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&2WCFE@%+#)@WC$)|SAQ$+TBRS!!XDVF.$*:WCU-#Ep#AQ/*,d)!%,|~$,/AQd!*!F+>x!.!E/7,`)$%+|~$/1'"
     "!f#+<w!Fx#/8,[)'~$/+|~$/.~$2%f!F+9t!.#~#<#/;,>)*%(|~$,+'(c!*!F+3q!.!E/a,9),%'|~$/4'!e#+2p!Fq#/b,"
     "5)/~$/'|~$/+~$2+e!F+/m!.#~#9#/e,2)2%$|~$,('.b!*!F+)j!.!E/o,.)4%#|~$/7'!d#+(i!Fj#/p,*)7&!E|~$/(~$"
     "21d!F+%f!.#~#6#/s,'):E|~$#.~$/.*!Fc!.!E/}U,#)<|SA~#v#%-XDCUF;$+i'7"},
    {family::v_min, {13, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&2WCFE@%+-)@WC$)|SAQ$+TBRS!!XDVF.$*:WCU-#Ep#AQ/8,d)!%,|~$:/AQd!*!F+>x!.!E/a,`)$%+|~$>1'"
     "!f#+<w!Fx#/b,[)'~$>+|~$>.~$[%f!F+9t!.#~#<#/e,>)*%(|~$:+'(c!*!F+3q!.!E/o,9),%'|~$>4'!e#+2p!Fq#/p,"
     "5)/~$>'|~$>+~$[+e!F+/m!.#~#9#/s,2)2%$|~$:('.b!*!F+)j!.!E/}U,.)4%#|~$>7'!d#+(i!Fj#/}FE,*)7&!E|~$>"
     "(~$[1d!F+%f!.#~#6#/}/$,'):E|~$1.~$>.*!Fc!.!E/}/.,#)<|SA~$)#%-XDCUF;$+s'7"},
    {family::v_min, {13, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&2WCFE@%+7)@WC$)|SAQ$+TBRS!!XDVF.$*:WCU-#Ep#AQ/b,d)!%,|~$d/AQd!*!F+>x!.!E/o,`)$%+|~$g1'"
     "!f#+<w!Fx#/p,[)'~$g+|~$g.~$j%f!F+9t!.#~#<#/s,>)*%(|~$d+'(c!*!F+3q!.!E/}U,9),%'|~$g4'!e#+2p!Fq#/}"
     "FE,5)/~$g'|~$g+~$j+e!F+/m!.#~#9#/}/$,2)2%$|~$d('.b!*!F+)j!.!E/}/.,.)4%#|~$g7'!d#+(i!Fj#/}//,*)7&"
     "!E|~$g(~$j1d!F+%f!.#~#6#/}/2,'):E|~$@.~$g.*!Fc!.!E/}/<,#)<|SA~$7#%-XDCUF;$+}E'7"},
    {family::v_min, {13, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&2WCFE@%+])@WC$)|SAQ$+TBRS!!XDVF.$*:WCU-#Ep#AQ/p,d)!%,|~$r/AQd!*!F+>x!.!E/}U,`)$%+|~$u1"
     "'!f#+<w!Fx#/}FE,[)'~$u+|~$u.~$x%f!F+9t!.#~#<#/}/$,>)*%(|~$r+'(c!*!F+3q!.!E/}/.,9),%'|~$u4'!e#+2p"
     "!Fq#/}//,5)/~$u'|~$u+~$x+e!F+/m!.#~#9#/}/2,2)2%$|~$r('.b!*!F+)j!.!E/}/<,.)4%#|~$u7'!d#+(i!Fj#/}/"
     ">,*)7&!E|~$u(~$x1d!F+%f!.#~#6#/}/[,'):E|~$i.~$u.*!Fc!.!E/}/f,#)<|SA~$a#%-XDCUF;$+}+*'7"},
    {family::v_min, {13, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&2WCFE@%+g)@WC$)|SAQ$+TBRS!!XDVF.$*:WCU-#Ep#AQ/}~#3,,>)!%,|~%%/AQd!*!F+>x!.!E/}/.,`)$%+"
     "|~%(1'!f#+<w!Fx#/}//,[)'~%(+|~%(.~%+%f!F+9t!.#~#<#/}/2,>)*%(|~%%+'(c!*!F+3q!.!E/}/<,9),%'|~%(4'!"
     "e#+2p!Fq#/}/>,5)/~%('|~%(+~%++e!F+/m!.#~#9#/}/[,2)2%$|~%%('.b!*!F+)j!.!E/}/f,.)4%#|~%(7'!d#+(i!F"
     "j#/}/g,*)7&!E|~%((~%+1d!F+%f!.#~#6#/}/j,'):E|~$w.~%(.*!Fc!.!E/}/t,#)<|SA~$o#%-XDCUF;$+}+4'7"},
    {family::v_min, {13, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&2WCFE@%+q)@WC$)|SAQ$+TBRS!!XDVF.$*:WCU-#Ep#AQ/}//,d)!%,|~%3/AQd!*!F+>x!.!E/}/<,`)$%+|~"
     "%61'!f#+<w!Fx#/}/>,[)'~%6+|~%6.~%9%f!F+9t!.#~#<#/}/[,>)*%(|~%3+'(c!*!F+3q!.!E/}/f,9),%'|~%64'!e#"
     "+2p!Fq#/}/g,5)/~%6'|~%6+~%9+e!F+/m!.#~#9#/}/j,2)2%$|~%3('.b!*!F+)j!.!E/}/t,.)4%#|~%67'!d#+(i!Fj#"
     "/}/u,*)7&!E|~%6(~%91d!F+%f!.#~#6#/}/x,'):E|~%*.~%6.*!Fc!.!E/}/}/%,#)<|SA~%!#%-XDCUF;$+}+?'7"},
    {family::v_min, {13, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&2WCFE@%+{)@WC$)|SAQ$+TBRS!!XDVF.$*:WCU-#Ep#AQ/}/>,d)!%,|~%]/AQd!*!F+>x!.!E/}/f,`)$%+|~"
     "%`1'!f#+<w!Fx#/}/g,[)'~%`+|~%`.~%c%f!F+9t!.#~#<#/}/j,>)*%(|~%]+'(c!*!F+3q!.!E/}/t,9),%'|~%`4'!e#"
     "+2p!Fq#/}/u,5)/~%`'|~%`+~%c+e!F+/m!.#~#9#/}/x,2)2%$|~%]('.b!*!F+)j!.!E/}/}/%,.)4%#|~%`7'!d#+(i!F"
     "j#/}/}/&,*)7&!E|~%`(~%c1d!F+%f!.#~#6#/}/}/),'):E|~%8.~%`.*!Fc!.!E/}/}/3,#)<|SA~%0#%-XDCUF;$+}+d'"
     "7"},
    {family::v_min, {14, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_min, {14, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_min, {14, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'X"
     "D@#%%F?!FE"},
    {family::v_min, {14, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|ubh!x,E|u^e!w-FEEE|r"
     "+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_min, {14, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%"
     "##"},
    {family::v_min, {14, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~"
     "#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_min, {14, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&8WCE)'$.|SAQ$1TBR$!X{$(9%#WCUE0&,#%3|~#`:~#[@~#`b|~#`>~#[<~#`*(#~#d7|~#`[~#[9~#`.~#d7|"
     "~#][$!Sv#AQ~#`^~#d3|~#`_q#:!~#`b~#d/|~#`v~#[&~#0+%*8!E9$|~#`u{!F?!E~#`&~#_+&$9&E|~#`rx#;&,!~#n%~"
     "#:#:$~#`-|~#`n~#[*~#>%$!+&~#>$F'$~#`(|~#]1~#c1~#`-s!F6!~#)#/%'!E~#.#/%~#_%F~#`)|~#?1~#f1~#`*p#3%"
     "+!~#9&~#.#9#/%Fa$EF~#`(|SA~#0#%1XDFSA]!+#w#CUq#++FE##+%"},
    {family::v_min, {14, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&8WCE)#WCF)$1#$.|SAQ$4TBR$!X~#+$(9%#WCUE0!(#0!+!7(%3|~#n>~#j@~#n.~$).%3|~#n[~#j<~#n5,#~"
     "#r7|~#k[$!S~#h*AQ~#n>~#j+~#r3|~#k[~#n'~#g%]!~#n]~#r;|~#n_~#g*~#n1WCUF~#n2~#r7|~#ny~#0'~#n5%!?!Eg"
     "(%#|~#nu~#j*(!/!F~#n&~#>'&$k+%#|~#nt~#_',-~#:#~#n<|~#nq~#,'?!,&+!7#~#}%~#<#F~#n5|~#k1~#q1~#n-~#j"
     "*~#[%FE,)~#q)E-#E~#n'd$2#|~#h1~#t1~#n)t$<%~#j0~#p,~#l&F~#n$4+|SA~#?#%1XDFCUSAm!BR+%5#v#%%~#,#'##"
     "#1+"},
    {family::v_min, {14, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&8WCE)#WCF),9#$.|SAQ$7TBR$!X~#6$(9%#WCUE0!(#;&,&+!^(%3|~#}[~#x@~#}.;%+!F,&~#}<|~#y[$!S~"
     "#v1AQ~#}9(#7!+!?(~$%7|~#y[~#}.~#u%a!~#}>k&~#x+~$%3|~#y[~#}'~#u,~#}_(!>!E?#)/~#}(|~#}_~#u1~#}-WCU"
     "F~#}4~#`#~#x,~$j'%'|~#}}~#'#)#~#}7~$%(n+%'|~#}x~#x*(!/!F~#}5b$~#}3|~#}w~#m',')!/!~#]$~#}b|~#}qw&"
     "~#m*7#~$,*~#}6-!(!E~$%(|~#y1~$$1~#}-~#j*/-~#x*,&~#c'~#}'[$)':#|~#v1~$'1~#})t$<%/5,(~$#*F~#}%6%E)"
     "+E|SA~#h#%1XDFCUSAu!BR+/@#~#%#%%FE##+%'+"},
    {family::v_min, {14, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&8WCE)#WCF)4]#$.|SAQ$:TBR$!X~#]$(9%#WCUE0!(#;&,1+!i(%3|~$,[$!S~$)8AQ~$/2>%+!F,1~$/<|~$,"
     "[~$/5~$(%e!~$/5(#k&,&+!e$~$/;|~$,[~$/.~$(,~$/<n%+!F,&e(~$37|~$,[~$/'~$(3~$/@~#w&+!~$+0~$33|~$/_~"
     "$(8~$/)WCUF~$/5~#!&~$+/~$/3|~$/}~#^*~$/7(![!Ee#)$~$/7|~$/{~$+*(!/!F~$/4~#j#~$+,~$/3|~$/w~#x$o%/'"
     ")!/!~#d$~$/0?#~$+,~$3/|~$/qw&~#x*/-a#~$/9-!(!E)+]$|~$,1~$21~$/-~#j*/;(!/!F~$/28$)/]#|~$)1~$51~$/"
     ")t$<%/_,)%!E~$/$*!(!E)3E|SA~#v#%1XDFCUSAEXDBR+9e#~#/#~#w#F9!)#'1"},
    {family::v_min, {14, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8WCE)#WCF)<e#$.|SAQ$:TBR$!SX~#f$R(8AQ'#WCUE2!(#>&,<+!Ft'%3|~$:[~$><~$6%i!~$>.[%+!F,<~$"
     "><|~$:[~$>5~$6,~$>4(!6!En#3#y&,&+!~$9$~$>;|~$:[~$>.~$63~$>7~$''3&/!+!F,&~$>[|~$:[~$>'~$6:~$>8~$2"
     "-~$k*~$9+~$]7|~$>_~$6@(%~$$+(-a#~$k,~$9,~$>7|~$>}~#:&,%j!/$~$`0~$y*~$9/~$>7|~$>{~#b'd!/-~$`1~$y*"
     "~$9/~$]3|~$>wWCUF~###`%/2~$`0~$-+~$9/~$]/|~$>qw&,![!/[~$`,9!E~$9/5$)*~$>$|~$:1~$[1~$>-~#4'h%/b~$"
     "`*~$1+&!,!F5#),e#|~$71~$_1~$>)t$<%/m~$>-~$a,)2E|SA~$)#%1XDFCUSAEXDBR+_o#~$!#'>"},
    {family::v_min, {14, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCF)`Fm!$.|SAQ$:TBR$!SX~#p$R(8AQ'#m!WCUE5!(#[&,c+!F3#0#%3|~$d[~$g<~$`(~$g1_%+!"
     "F,c~$g<|~$d[~$g5~$`/~$g4(!9!Eq#,-E~#,&,&+!~$c$~$g;|~$d[~$g.~$`6~$g7~$*',.~#/%+!F,&~$g[|~$d[~$g'~"
     "$`>~$g8~$50,'~$y*~$g_|~$g_~$`^~$$'~#!%~$n1d#,1~#?&~$g_|~$g}~#?&,%j!/'~$n0~%/',0~$c,~$k7|~$g{~#?'"
     "d!/4~$n->&,&+!~$c4~$k3|~$gwWCUF~###`%/8~$n->',%~$c8~$k/|~$gqw&,![!/_~$n->&~$@6(!E)+~$g$|~$d1~$j1"
     "~$g-~#4'h%/i~$n)9#~$_'~$7'&!,!Fq#),a#|~$a1~$m1~$g)t$<%/s~$g*~$_'~%4'1*)/E|SA~$7#%1XDFCUSAEXDBR+i"
     "y#~$:#'>"},
    {family::v_min, {14, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+#)_Fw!$.|SAQ$:TBR$!SX~#z$R(8AQ'#m!WCUE5!(#[&6&/&,c+!F3#0#%3|~$r[~$u<~$n"
     "(~$u1_%+!F~#b#/*,b~$u<|~$r[~$u5~$n/~$u4(!9!Eq#>%/',-E~#:&,&+!~$q$~$u;|~$r[~$u.~$n6~$u7~$*',![!/*"
     ",+~#>%+!F,&~$u[|~$r[~$u'~$n>~$u8~$5*~#?%~$_-,'~%,*~$u_|~$u_~$n^~$>-~$}0[!EF,!~%>&r#~$j),'~#h&~$u"
     "_|~$u}~#?&,%j!/'~$}->)<!~$_&~%g$,0~$q,~$y7|~$u{~#?'d!/4~$})~$['~%6)g&~%:*~$q3~$y3|~$uw~$(*/;~$})"
     "9!E~%6-g',%~$q8~$y/|~$uqw&,![!/_~$}&6)5!~%/&6'~$i6~%j$)*~$u$|~$r1~$x1~$u-~#4'h%/i~#/%+!F~%/*6%~$"
     "u(~$a'f')/a#|~$o1~${1~$u)~#n*/s~$8'~%//~$q#:$~%l'1*)/E|SA{#%1XDFCUSAEXDBR+s~#(#~$n#'>"},
    {family::v_min, {14, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+-)_FWCE$.|SAQ$:TBR$!SX~$)$R(8AQ'#m!WCUE5!(#[&6&/4,c+!F3#0#%3|~%%[~%(<~$"
     "}(~%(1_%+!F~#b#/8,b~%(<|~%%[~%(5~$}/~%(4(!9!Eq#>%/5,-E~#d&,&+!~%$$~%(;|~%%[~%(.~$}6~%(7~$*',![!/"
     "8,+~#g%+!F,&~%([|~%%[~%('~$}>~%(8~$5*~#?%/5,-~%:*~%(_|~%(_~$}^~$>-~%/0[!EF,!~%g%/-~$m#/#,.~#v&~%"
     "(_|~%(}~#?&,%j!/'~%/->)<!/.~#`%~&($,0~%$,~%,7|~%({~#?'d!/4~%/)~$['~#a%/-u*~%r*~%$3~%,3|~%(w~$68~"
     "$`1(%9!E~%`)/-~%g+,%~%$8~%,/|~%(qw&,![!/_~%/&6)5!/.`-~$w6~%x$)*~%($|~%%1~%+1~%(-~#4'h%/i~#/%+!F~"
     "%>&/-`)~%((~$o'f')/a#|~%!1~%.1~%()~#}8/e~$8'~%>(/-~%(':'~&-'1*)/E|SA{#%1XDFCUSAEXDBR+}E~#2#~%+#'"
     ">"},
    {family::v_min, {14, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+7)_FWCE$.|SAQ$:TBR$!SX~$3$R(8AQ'#m!WCUE5!(#[&6&/^,c+!F3#0#%3|~%3[~%6<~%"
     "/(~%61_%+!F~#b#/b,b~%6<|~%3[~%65~%//~%64(!9!Eq#>%/_,-E~#r&,&+!~%2$~%6;|~%3[~%6.~%/6~%67~$*',![!/"
     "b,+~#u%+!F,&~%6[|~%3[~%6'~%/>~%68~$5*~#?%/_,-~%d*~%6_|~%6_~%/^~$>-~%>0[!EF,!~%u%/;~${#/#,.~$)&~%"
     "6_|~%6}~#?&,%j!/'~%>->)<!/<~#n%~&`$,0~%2,~%:7|~%6{~#?'d!/4~%>)~$['~#a%/;~#(*~&3*~%23~%:3|~%6w~$`"
     "f(%9!E~%n)/;~&(+,%~%28~%:/|~%6qw&,![!/_~%>&6)5!/<n-~%*6~&+$)*~%6$|~%31~%91~%6-~#4'h%/i~#/%+!F~%g"
     "&/;n)~%6(~%!'f')/a#|~%01~%<1~%6)~$/b~$g?~$8$~%g(/;~%6':'~&e'1*)/E|SA{#%1XDFCUSAEXDBR+}+*~#<#~%_#"
     "'>"},
    {family::v_min, {14, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+])_FWCE$.|SAQ$:TBR$!SX~$>$R(8AQ'#m!WCUE5!(#[&6&/l,c+!F3#0#%3|~%][~%`<~%"
     ">(~%`1_%+!F~#b#/p,b~%`<|~%][~%`5~%>/~%`4(!9!Eq#>%/m,-E~$%&,&+!~%[$~%`;|~%][~%`.~%>6~%`7~$*',![!/"
     "p,+~$(%+!F,&~%`[|~%][~%`'~%>>~%`8~$5*~#?%/m,-~%r*~%`_|~%`_~%>^~$>-~%g0[!EF,!~&(%/e~%.#/#,.~$7&~%"
     "`_|~%`}~#?&,%j!/'~%g->)<!/f~#}%~&}$,0~%[,~%d7|~%`{~#?'d!/4~%g)~$['~#a%/e~#6*~&k*~%[3~%d3|~%`w~$`"
     "f(%9!E~%})/e~&`+,%~%[8~%d/|~%`qw&,![!/_~%g&6)5!/f}-~%86~&9$)*~%`$|~%]1~%c1~%`-~#4'h%/i~#/%+!F~%u"
     "&/e})~%`(~%0'f')/a#|~%?1~%f1~%`)~$>p~$g0~$8$~%u(/e~%`':'~'&'1*)/E|SA{#%1XDFCUSAEXDBR+}+4~#b#~%w#"
     "'>"},
    {family::v_min, {14, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+g)_FWCE$.|SAQ$:TBR$!SX~$c$R(8AQ'#m!WCUE5!(#[&6&/z,c+!F3#0#%3|~%k[~%n<~%"
     "g(~%n1_%+!F~#b#/}F~#3+,;~%n<|~%k[~%n5~%g/~%n4(!9!Eq#>%/{,-E~$3&,&+!~%j$~%n;|~%k[~%n.~%g6~%n7~$*'"
     ",![!/}~#3,~#a#/!+!F,&~%n[|~%k[~%n'~%g>~%n8~$5*~#?%/{,-~&%*~%n_|~%n_~%g^~$>-~%u0[!EF,!~&6%/s~%<#/"
     "#,.~$a&~%n_|~%n}~#?&,%j!/'~%u->)<!/t~$/%~'>$,0~%j,~%r7|~%n{~#?'d!/4~%u)~$['~#a%/s~#`*~',*~%j3~%r"
     "3|~%nw~$`f(%9!E~&/)/s~&}+,%~%j8~%r/|~%nqw&,![!/_~%u&6)5!/t~#/-~%b6~&c$)*~%n$|~%k1~%q1~%n-~#4'h%/"
     "i~#/%+!F~&(&/s~#/)~%n(~%?'f')/a#|~%h1~%t1~%n)~$g}~$g$~$8$~&((/s~%n':'~'^'1*)/E|SA{#%1XDFCUSAEXDB"
     "R+}+?~#l#~&4#'>"},
    {family::v_min, {14, 17, 2, 0, 0}, true, placement::v, true,
     "AQ#/TBDVF&3AQWCE+}+))^$+|SAQ$+TBRS!!X~#5$.!*>WCUq%FE/}/bF-!,dE&!%,|~%n1g!'!-!F+>{!.)~#.#/}/b,d~%"
     "n1|~%k.~%q(F+[{#/}/q,`)'%+|~%nqw!-%F~#7#/}/mF-!,>)(~%n+|~%n.~%q%f!*%F+3t!.)~#'#/}/p,>),%(|~%k+'+"
     "f#+6t#/}/}/!,9)/%'|~%njp!-%F~#,#/}/{F-!,2)0~%n'|~%n+~%q+e!*%F+)m!.){#/}/}~%y#,0)4%$|~%k('1e#+,m#"
     "/}/}/0,.)7%#|~%nci!-%F}#/}/}/,F-!,')8&!E|~%n(~%q1d!*%Ff!.)t#/}/}//,')<E|~%b.'.d#+!f#/}/}/?,#)@|S"
     "A~%?#%-XDCU)#Fc!+}+j'9"},
    {family::v_min, {15, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_min, {15, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_min, {15, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%"
     "'XD@#%%F?!FE"},
    {family::v_min, {15, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|=|ubh!x,E|u^e!w-FEEE"
     "|r+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_min, {15, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-"
     "l%##"},
    {family::v_min, {15, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#0"
     "1~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_min, {15, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&8WCE)'$.|SAQ$1TBR$!X{$(9%#WCUE0&,#%3|~#`:~#[@~#`b|~#`>~#[<~#`*(#~#d7|~#`[~#[9~#`.~#d7|"
     "~#][$!Sv#AQ~#`^~#d3|~#`_q#:!~#`b~#d/|~#`yWCUF~#`3~#d+|~#`v~#)&^!,$~#`7|~#`r~#[*0'~#`7|~#`qw!FE;&"
     "0&~#_/~#`(|~#`nt#)!:!~#['(%~#;#~#g(~#`)|~#]1~#c1~#`*~#[8/&~#g'~#`*|~#?1~#f1~#`)z$3%~#[1/&a$F~#`)"
     "|SA~#0#%1XDFCUSAE+#CU%#F&#u!+'~#)#F1%E"},
    {family::v_min, {15, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&8WCE)#WCF)$1#$.|SAQ$4TBR$!X~#+$(9%#WCUE0!(#0!+!7(%3|~#n>~#j@~#n.~$).%3|~#n[~#j<~#n5,#~"
     "#r7|~#k[$!S~#h*AQ~#n>~#j+~#r3|~#k[~#n'~#g%]!~#n]~#r;|~#n_~#g*~#nd~#r7|~#n}WCUF~#n6%!^!E~$9(%#|~#"
     "ny~#$#)#~#n8@$~#n+|~#nu~#j*(!/!F~#n&~#>'~#n4|~#nt~#_',-~#:#~#n<|~#nq~#,'?!,&+!7#~#}%~#<#F~#n5|~#"
     "k1~#q1~#n-~#j*~#[%FE,)~#q)E-#E~#n'd$2#|~#h1~#t1~#n)t$<%~#j0~#p,~#l&F~#n$4+|SA~#?#%1XDFCUSAm!BR+%"
     "5#v#%%~#,#'###1+"},
    {family::v_min, {15, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&8WCE)#WCF),9#$.|SAQ$7TBR$!X~#6$(9%#WCUE0!(!/!E;#3#-!+!^(%3|~#}[~#x@~#}-~#q'3&^+%3|~#y["
     "$!S~#v1AQ~#}6]%+!F,&?$~$%7|~#y[~#}.~#u%a!~#}9~#m&+!~#x,~$%3|~#y[~#}'~#u,~#}[~$k&~#d&,!E-#)'~#}(|"
     "~#}_~#u1~#}_~#l.-$~$5*%$|~#}}%!WCUF~#}4~#t(-#~$j+%'|~#}}~#;'~#}7~$%(~#}3|~#}x~#x*(!/!F~#}5b$~#}3"
     "|~#}w~#m',')!/!~#]$~#}6-!(!E~$%(|~#}qw&~#m*7#~$,*~#}5~$c'~#}(|~#y1~$$1~#}-~#j*/-~#x*,&~#c'~#p'(!"
     "E~$)(:#|~#v1~$'1~#})t$<%/5,(~$#*F~#}(~$),1#|SA~#h#%1XDFCUSAm!BR+/@#~#%#%%FE##+%'+"},
    {family::v_min, {15, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&8WCE)#WCF)4]#$.|SAQ$:TBR$!X~#]$(9%#WCUE0!(!/!E;#,-E-!+!i(%3|~$,[$!S~$)8AQ~$/1~#t',.~$w"
     ".%3|~$,[~$/5~$(%e!~$/2`%+!F,1~$/<|~$,[~$/.~$(,~$/8(#r&,&+!e(~$37|~$,[~$/'~$(3~$/<~$}%+!F,&~$+,~$"
     "33|~$/_~$(8~$/@~#s&+!a(4&1,%'|~$/}~#:%WCUF~$/5~#!&~$''~$/;|~$/}~#^*~$/7(![!Ee#)$~$/7|~$/{~$+*(!/"
     "!F~$/4~#j#~$+0~$3/|~$/w~#x$o%/')!/!~#`$~$/0?#~$+'~$;$)*]$|~$/qw&~#x*/-a#~$/<-#~$}'~$/(|~$,1~$21~"
     "$/-~#j*/;~#k'~$/18$&!,!E1+E|~$)1~$51~$/)t$<%/_,)%!E~$/$~$''~$@'1+|SA~#v#%1XDFCUSAm!BR+9e#~#/#~#w"
     "#F9!)#'1"},
    {family::v_min, {15, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8WCE)#WCF)<e#$.|SAQ$:TBR$!SX~#f$R(8AQ'#WCUE2!(!/!E>#,8E-!+!Ft'%3|~$:[~$><~$6%i!~$>-~#w"
     "',9~#!&~$>;|~$:[~$>5~$6,~$>1c%+!F,<~$><|~$:[~$>.~$63~$>4(#u&,1+!~$9$~$>;|~$:[~$>'~$6:~$>8~%2%+!F"
     ",1~$9(~$]7|~$>_~$6@~$>;~#z',)+!~$9,~$>7|~$>}((WCUF~$>5~#%%]'~$1+~$>;|~$>}~#:&,%j!/$~$`4]&~$93~$]"
     "3|~$>{~#:'d!/-~$`4~$9;~$]/|~$>wWCUF~###`%/2~$`3>!E~$9$~$-*5$)*5#E|~$>qw&,![!/[~$`-~$9*~$-(~%/'~$"
     "m*E|~$:1~$[1~$>-~#['h%/b~$>1~$-')$~$e'1*E|~$71~$_1~$>)t$<%/m~$>*~$-')*9/E|SA~$)#%1XDFCUSAm!BR+_o"
     "#~$!#'>"},
    {family::v_min, {15, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCF)`Fm!$.|SAQ$:TBR$!SX~#p$R(8AQ'#m!WCUE5!(!2!E[#,_E-!+!F(!F0#%3|~$d[~$g<~$`(~"
     "$g0~#z',`~#0&~$g;|~$d[~$g5~$`/~$g1f%+!F,c~$g<|~$d[~$g.~$`6~$g4(!9!Ex#3#~#(&,1+!~$c$~$g;|~$d[~$g'"
     "~$`>~$g7~$*'3&/!+!F,1~$g[|~$g_~$`^~$g8~$5-~$y&F~%)-~$g_|~$g}((~$/$~#!%~$n1~$[*~$y-~$c/~$k7|~$g}~"
     "#:&,%j!/'~$n0~$[*~$4&k#~$c3~$k3|~$g{~#:'d!/4~$n->&~$y)~$g,~$k;|~$gwWCUF~###`%/8~$n->'~$g*~$;.,!E"
     "-#)'5#E|~$gqw&,![!/_~$n->&~$c.~$;(~%/'~${*E|~$d1~$j1~$g-~#<'h%/i~$n)~$@+~$;*)$9/p#|~$a1~$m1~$g)t"
     "$<%/s~$g-~%,$~$;')*9/E|SA~$7#%1XDFCUSAm!BR+iy#~$:#'>"},
    {family::v_min, {15, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+#)_Fw!$.|SAQ$:TBR$!SX~#z$R(8AQ'#m!WCUE5!(!2!E[#6%/',_E-!+!F(!F0#%3|~$r["
     "~$u<~$n(~$u0~#z',!9!/*,]~#?&~$u;|~$r[~$u5~$n/~$u1f%+!F~#b#/*,b~$u<|~$r[~$u.~$n6~$u4(!9!Ex#>%/']#"
     "~#6&,1+!~$q$~$u;|~$r[~$u'~$n>~$u7~$*',![!/*]#/!+!F,1~$u[|~$u_~$n^~$u8~$5*~#?%~$_*~%:&F~%a-~$u_|~"
     "$u}((~$>*~$}0[!E~$[#~%>&~$j*~%,-~$q/~$y7|~$u}~#:&,%j!/'~$}->)<!~$j.]*~$q3~$y3|~$u{~#:'d!/4~$})~$"
     "g'~%6)g&])~$u,~$y;|~$uw~$(*/;~$})9!E~%6-g'~$u*~$e.q$)*5#E|~$uqw&,![!/_~$}&6)5!~%/&6'~$q.~$e(~%>'"
     "~%.*E|~$r1~$x1~$u-~#<'h%/i~#/%~$($~%/)6%~$i(~$e*)$9/p#|~$o1~${1~$u)~#n*/s~$('~%//~$u#~%d$^')*9/E"
     "|SA{#%1XDFCUSAm!BR+s~#(#~$n#'>"},
    {family::v_min, {15, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+-)_FWCE$.|SAQ$:TBR$!SX~$)$R(8AQ'#m!WCUE5!(!2!E[#6%/5,_E-!+!F(!F0#%3|~%%"
     "[~%(<~$}(~%(0~#z',!9!/8,]~#h&~%(;|~%%[~%(5~$}/~%(1f%+!F~#b#/8,b~%(<|~%%[~%(.~$}6~%(4(!9!Ex#>%/5k"
     "#~#`&,1+!~%$$~%(;|~%%[~%('~$}>~%(7~$*',![!/8k#/!+!F,1~%([|~%(_~$}^~%(8~$5*~#?%/5~%r)F~&!-~%(_|~%"
     "(}((~$>*~%/0[!E~$[#~%g%/-~$x+~%:-~%$/~%,7|~%(}~#:&,%j!/'~%/->)<!/.~$x-k*~%$3~%,3|~%({~#:'d!/4~%/"
     ")~$g'~#a%/-u*k)~%(,~%,;|~%(w~$68~$`1(%9!E~%`)/-~%g+~%(*~$s.q$)*5#E|~%(qw&,![!/_~%/&6)5!/.`-~%$.~"
     "$s(~%g'~%<*E|~%%1~%+1~%(-~#<'h%/i~#/%~$($~#e%/-`)~$w(~$s*)$9/p#|~%!1~%.1~%()~#}8/e~$('~%>(/-~%(*"
     "~&%$^')*9/E|SA{#%1XDFCUSAm!BR+}E~#2#~%+#'>"},
    {family::v_min, {15, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+7)_FWCE$.|SAQ$:TBR$!SX~$3$R(8AQ'#m!WCUE5!(!2!E[#6%/_,_E-!+!F(!F0#%3|~%3"
     "[~%6<~%/(~%60~#z',!9!/b,]~#v&~%6;|~%3[~%65~%//~%61f%+!F~#b#/b,b~%6<|~%3[~%6.~%/6~%64(!9!Ex#>%/_y"
     "#~#n&,1+!~%2$~%6;|~%3[~%6'~%/>~%67~$*',![!/by#/!+!F,1~%6[|~%6_~%/^~%68~$5*~#?%/_~&3)F~&?-~%6_|~%"
     "6}((~$>*~%>0[!E~$[#~%u%/;~%++~%d-~%2/~%:7|~%6}~#:&,%j!/'~%>->)<!/<~%+-y*~%23~%:3|~%6{~#:'d!/4~%>"
     ")~$g'~#a%/;~#(*y)~%6,~%:;|~%6w~$`f(%9!E~%n)/;~&(+~%6*~%&.q$)*5#E|~%6qw&,![!/_~%>&6)5!/<n-~%2.~%&"
     "(~%u'~%f*E|~%31~%91~%6-~#<'h%/i~#/%~$($~#e%/;n)~%*(~%&*)$9/p#|~%01~%<1~%6)~$/b~$g?~$($~%g(/;~%6*"
     "~&]$^')*9/E|SA{#%1XDFCUSAm!BR+}+*~#<#~%_#'>"},
    {family::v_min, {15, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+])_FWCE$.|SAQ$:TBR$!SX~$>$R(8AQ'#m!WCUE5!(!2!E[#6%/m,_E-!+!F(!F0#%3|~%]"
     "[~%`<~%>(~%`0~#z',!9!/p,]~$)&~%`;|~%][~%`5~%>/~%`1f%+!F~#b#/p,b~%`<|~%][~%`.~%>6~%`4(!9!Ex#>%/m,"
     "!E~#}&,1+!~%[$~%`;|~%][~%`'~%>>~%`7~$*',![!/p~#,#/!+!F,1~%`[|~%`_~%>^~%`8~$5*~#?%/m~&k)F~&v-~%`_"
     "|~%`}((~$>*~%g0[!E~$[#~&(%/e~%9+~%r-~%[/~%d7|~%`}~#:&,%j!/'~%g->)<!/f~%9-~#,*~%[3~%d3|~%`{~#:'d!"
     "/4~%g)~$g'~#a%/e~#6*~#,)~%`,~%d;|~%`w~$`f(%9!E~%})/e~&`+~%`*~%4.q$)*5#E|~%`qw&,![!/_~%g&6)5!/f}-"
     "~%[.~%4(~&('~%t*E|~%]1~%c1~%`-~#<'h%/i~#/%~$($~#e%/e})~%8(~%4*)$9/p#|~%?1~%f1~%`)~$>p~$g0~$($~%u"
     "(/e~%`*~&y$^')*9/E|SA{#%1XDFCUSAm!BR+}+4~#b#~%w#'>"},
    {family::v_min, {15, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+g)_FWCE$.|SAQ$:TBR$!SX~$c$R(8AQ'#m!WCUE5!(!2!E[#6%/{,_E-!+!F(!F0#%3|~%k"
     "[~%n<~%g(~%n0~#z',!9!/}~#3,,6~$7&~%n;|~%k[~%n5~%g/~%n1f%+!F~#b#/}F~#3+,;~%n<|~%k[~%n.~%g6~%n4(!9"
     "!Ex#>%/{,!E~$/&,1+!~%j$~%n;|~%k[~%n'~%g>~%n7~$*',![!/}~#:%/!+!F,1~%n[|~%n_~%g^~%n8~$5*~#?%/{~',)"
     "F~'7-~%n_|~%n}((~$>*~%u0[!E~$[#~&6%/s~%c+~&%-~%j/~%r7|~%n}~#:&,%j!/'~%u->)<!/t~%c-~#:*~%j3~%r3|~"
     "%n{~#:'d!/4~%u)~$g'~#a%/s~#`*~#:)~%n,~%r;|~%nw~$`f(%9!E~&/)/s~&}+~%n*~%^.q$)*5#E|~%nqw&,![!/_~%u"
     "&6)5!/t~#/-~%j.~%^(~&6'~&'*E|~%k1~%q1~%n-~#<'h%/i~#/%~$($~#e%/s~#/)~%b(~%^*)$9/p#|~%h1~%t1~%n)~$"
     "g}~$g$~$($~&((/s~%n*~':$^')*9/E|SA{#%1XDFCUSAm!BR+}+?~#l#~&4#'>"},
    {family::v_min, {15, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+#WCFEj%+q)_FWCE$.|SAQ$:TBR$!SX~$m$R(8AQ'#m!WCUE5!(!2!E[#6%/}/,,_E-!+!F(!F0#%3|~"
     "%y[~%}<~%u(~%}0~#z',!9!/}//,]~$a&~%};|~%y[~%}5~%u/~%}1f%+!F~#b#/}//,b~%}<|~%y[~%}.~%u6~%}4(!9!Ex"
     "#>%/}/,,!E~$>&,1+!~%x$~%};|~%y[~%}'~%u>~%}7~$*',![!/}//~#d#/!+!F,1~%}[|~%}_~%u^~%}8~$5*~#?%/}/,~"
     "'d)F~'o-~%}_|~%}}((~$>*~&(0[!E~$[#~&`%/}/$~%q+~&3-~%x/~&%7|~%}}~#:&,%j!/'~&(->)<!/}/%~%q-~#d*~%x"
     "3~&%3|~%}{~#:'d!/4~&()~$g'~#a%/}~'`(~#n&~#d)~%},~&%;|~%}w~$`f(%9!E~&>)/}~'`(~#n'~%}*~%l.q$)*5#E|"
     "~%}qw&,![!/_~&(&6)5!/}/%~#>-~%x.~%l(~&`'~&5*E|~%y1~&$1~%}-~#<'h%/i~#/%~$($~#e%/}~'>(6%~%p(~%l*)$"
     "9/p#|~%v1~&'1~%})~$g}~$g$~$($~&6(/}~'>+~%}#~'r$^')*9/E|SA{#%1XDFCUSAm!BR+}+d~#v#~&h#'>"},
    {family::v_min, {15, 18, 2, 0, 0}, true, placement::v, true,
     "AQ#1TBDVAQF(#&3WCEFb%+{)c%!$+|SAQ$+TBR*#!!X~$a$R.!+(*8WCUAQE.!-!F.!S/}/@,k)$%/|~%}4'!m#+bWCUF~#*"
     "#/}/g,g)'~%}/|~%}1~&$%m!F+_WCU.#~#i#/}/j,d)*%,|~%y.'(j!*!F+>WCU.!E/}/t,`),%+|~%}7'!l#+<WCUF~###/"
     "}/u,[)/~%}+|~%}.~&$+l!F+9z!.#~#f#/}/x,>)2%(|~%y+'.i!*!F+3w!.!E/}/}/%,9)4%'|~%}:'!k#+2v!Fw#/}/}/&"
     ",5)7~%}'|~%}+~&$1k!F+/s!.#~#c#/}/}/),2):%$|~%y('4h!*!F+)p!.!E/}/}/3,.)<%#|~%}>'!j#+(o!Fp#/}/}/4,"
     "*)@&!E|~%}(~&$7j!F+%l!.#~#`#/}/}/7,')^E|~%p4~%}.*!Fi!.!E/}/}/],#)`|SA~%b#%1XDCUF@$+}+n'>"},
    {family::v_min, {16, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_min, {16, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_min, {16, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SAB"
     "R%'XD@#%%F?!FE"},
    {family::v_min, {16, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|=|=|ubh!x,E|u^e!w-FE"
     "EE|r+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_min, {16, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#"
     "%-l%##"},
    {family::v_min, {16, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|=|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~"
     "#01~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_min, {16, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&7WCFE)'WC$,|SAQ$.TBRSXv!+$*#(7WCU+#E,*)!%0|~#]2AQk!*!F+)(4}#,-)$%/|~#`4'!m#+)(3{!FE,*)"
     "'~#`/|~#`1~#c%~#,&+)(-x!+#~#`#,')*%,|~#].'(j!*!F+)(-x#,-),%+|~#`7'!l#+)(,w!FE,*)/~#`+|~#`.~#c+~#"
     "3&+)(&t!+#~#`#,')2%(|~#]+'.i!*!F+)(&t#,-)4%'|~#`:'!k#+)(%s!FE,*)7~#`'|~#`+~#c1~#:&+)p!+#~#`#,'):"
     "%$|~#]('4h!*!F+)p#,-)<%#|~#`>'!j#+(o!FE,*)@&!E|~#`(~#c7j!F+%l!.#~#`#,')^E|~#84~#`.*!Fi!.!E/),#)`"
     "|SA~#*#%1XDCUF@$+%'>"},
    {family::v_min, {16, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&7WCFE)/WC$,|SAQ$.TBRSSXDVF,$*,(0WCU+#E,5)!%0|~#k2AQk!*!F+3(-~#$#,8)$%/|~#n4'!m#+3(,WCU"
     "FE,5)'~#n/|~#n1~#q%~#7&+3(&{!+#~#c#,2)*%,|~#k.'(j!*!F+3(&{#,8),%+|~#n7'!l#+3(%z!FE,5)/~#n+|~#n.~"
     "#q+~#?&+3w!+#~#c#,2)2%(|~#k+'.i!*!F+3w#,8)4%'|~#n:'!k#+2v!FE,5)7~#n'|~#n+~#q1k!F+/s!.#~#c#,2):%$"
     "|~#k('4h!*!F+)p!.!E/),.)<%#|~#n>'!j#+(o!Fp#/*,*)@&!E|~#n(~#q7j!F+%l!.#~#`#/-,')^E|~#b4~#n.*!Fi!."
     "!E/7,#)`|SA~#8#%1XDCUF@$+/'>"},
    {family::v_min, {16, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&7WCFE)7WC$,|SAQ$.TBRSSSXDVF-$*5()WCU+#E,[)!%0|~#y2AQk!*!F+>(&~#'#,_)$%/|~#}4'!m#+>(%WC"
     "UFE,[)'~#}/|~#}1~$$%~#^&+>WCU+#~#f#,>)*%,|~#y.'(j!*!F+>~###,_),%+|~#}7'!l#+<WCUFE,[)/~#}+|~#}.~$"
     "$+l!F+9z!.#~#f#,>)2%(|~#y+'.i!*!F+3w!.!E/),9)4%'|~#}:'!k#+2v!Fw#/*,5)7~#}'|~#}+~$$1k!F+/s!.#~#c#"
     "/-,2):%$|~#y('4h!*!F+)p!.!E/7,.)<%#|~#}>'!j#+(o!Fp#/8,*)@&!E|~#}(~$$7j!F+%l!.#~#`#/;,')^E|~#p4~#"
     "}.*!Fi!.!E/a,#)`|SA~#b#%1XDCUF@$+9'>"},
    {family::v_min, {16, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&7WCFE)@WC$,|SAQ$.TBRS!!XDVF.$*?(!WCU+#E,g)!%0|~$,2AQk!*!F+c~#*#,j)$%/|~$/4'!m#+bWCUFE,"
     "g)'~$//|~$/1~$2%m!F+_WCU.#~#i#,d)*%,|~$,.'(j!*!F+>WCU.!E/),`),%+|~$/7'!l#+<WCUF~###/*,[)/~$/+|~$"
     "/.~$2+l!F+9z!.#~#f#/-,>)2%(|~$,+'.i!*!F+3w!.!E/7,9)4%'|~$/:'!k#+2v!Fw#/8,5)7~$/'|~$/+~$21k!F+/s!"
     ".#~#c#/;,2):%$|~$,('4h!*!F+)p!.!E/a,.)<%#|~$/>'!j#+(o!Fp#/b,*)@&!E|~$/(~$27j!F+%l!.#~#`#/e,')^E|"
     "~$#4~$/.*!Fi!.!E/o,#)`|SA~#p#%1XDCUF@$+_'>"},
    {family::v_min, {16, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCFE)cWC$,|SAQ$.TBRS!#XDVF/$*_WCU-#E,r)!%0|~$:2AQk!*!F+cWCU.!E/),k)$%/|~$>4'!m#+bWCUF"
     "~#*#/*,g)'~$>/|~$>1~$[%m!F+_WCU.#~#i#/-,d)*%,|~$:.'(j!*!F+>WCU.!E/7,`),%+|~$>7'!l#+<WCUF~###/8,["
     ")/~$>+|~$>.~$[+l!F+9z!.#~#f#/;,>)2%(|~$:+'.i!*!F+3w!.!E/a,9)4%'|~$>:'!k#+2v!Fw#/b,5)7~$>'|~$>+~$"
     "[1k!F+/s!.#~#c#/e,2):%$|~$:('4h!*!F+)p!.!E/o,.)<%#|~$>>'!j#+(o!Fp#/p,*)@&!E|~$>(~$[7j!F+%l!.#~#`"
     "#/s,')^E|~$14~$>.*!Fi!.!E/}U,#)`|SA~$##%1XDCUF@$+i'>"},
    {family::v_min, {16, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCFE`%+#)cWC$,|SAQ$.TBRS!#XDVF/$*_WCU-#Ez#AQ/*,o)!%0|~$d2AQk!*!F+cWCU.!E/7,k)$%/|~$g4"
     "'!m#+bWCUF~#*#/8,g)'~$g/|~$g1~$j%m!F+_WCU.#~#i#/;,d)*%,|~$d.'(j!*!F+>WCU.!E/a,`),%+|~$g7'!l#+<WC"
     "UF~###/b,[)/~$g+|~$g.~$j+l!F+9z!.#~#f#/e,>)2%(|~$d+'.i!*!F+3w!.!E/o,9)4%'|~$g:'!k#+2v!Fw#/p,5)7~"
     "$g'|~$g+~$j1k!F+/s!.#~#c#/s,2):%$|~$d('4h!*!F+)p!.!E/}U,.)<%#|~$g>'!j#+(o!Fp#/}FE,*)@&!E|~$g(~$j"
     "7j!F+%l!.#~#`#/}/$,')^E|~$@4~$g.*!Fi!.!E/}/.,#)`|SA~$1#%1XDCUF@$+s'>"},
    {family::v_min, {16, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCFE`%+-)cWC$,|SAQ$.TBRS!#XDVF/$*_WCU-#Ez#AQ/8,o)!%0|~$r2AQk!*!F+cWCU.!E/a,k)$%/|~$u4"
     "'!m#+bWCUF~#*#/b,g)'~$u/|~$u1~$x%m!F+_WCU.#~#i#/e,d)*%,|~$r.'(j!*!F+>WCU.!E/o,`),%+|~$u7'!l#+<WC"
     "UF~###/p,[)/~$u+|~$u.~$x+l!F+9z!.#~#f#/s,>)2%(|~$r+'.i!*!F+3w!.!E/}U,9)4%'|~$u:'!k#+2v!Fw#/}FE,5"
     ")7~$u'|~$u+~$x1k!F+/s!.#~#c#/}/$,2):%$|~$r('4h!*!F+)p!.!E/}/.,.)<%#|~$u>'!j#+(o!Fp#/}//,*)@&!E|~"
     "$u(~$x7j!F+%l!.#~#`#/}/2,')^E|~$i4~$u.*!Fi!.!E/}/<,#)`|SA~$@#%1XDCUF@$+}E'>"},
    {family::v_min, {16, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCFE`%+7)cWC$,|SAQ$.TBRS!#XDVF/$*_WCU-#Ez#AQ/b,o)!%0|~%%2AQk!*!F+cWCU.!E/o,k)$%/|~%(4"
     "'!m#+bWCUF~#*#/p,g)'~%(/|~%(1~%+%m!F+_WCU.#~#i#/s,d)*%,|~%%.'(j!*!F+>WCU.!E/}U,`),%+|~%(7'!l#+<W"
     "CUF~###/}FE,[)/~%(+|~%(.~%++l!F+9z!.#~#f#/}/$,>)2%(|~%%+'.i!*!F+3w!.!E/}/.,9)4%'|~%(:'!k#+2v!Fw#"
     "/}//,5)7~%('|~%(+~%+1k!F+/s!.#~#c#/}/2,2):%$|~%%('4h!*!F+)p!.!E/}/<,.)<%#|~%(>'!j#+(o!Fp#/}/>,*)"
     "@&!E|~%((~%+7j!F+%l!.#~#`#/}/[,')^E|~$w4~%(.*!Fi!.!E/}/f,#)`|SA~$i#%1XDCUF@$+}+*'>"},
    {family::v_min, {16, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCFE`%+])cWC$,|SAQ$.TBRS!#XDVF/$*_WCU-#Ez#AQ/p,o)!%0|~%32AQk!*!F+cWCU.!E/}U,k)$%/|~%6"
     "4'!m#+bWCUF~#*#/}FE,g)'~%6/|~%61~%9%m!F+_WCU.#~#i#/}/$,d)*%,|~%3.'(j!*!F+>WCU.!E/}/.,`),%+|~%67'"
     "!l#+<WCUF~###/}//,[)/~%6+|~%6.~%9+l!F+9z!.#~#f#/}/2,>)2%(|~%3+'.i!*!F+3w!.!E/}/<,9)4%'|~%6:'!k#+"
     "2v!Fw#/}/>,5)7~%6'|~%6+~%91k!F+/s!.#~#c#/}/[,2):%$|~%3('4h!*!F+)p!.!E/}/f,.)<%#|~%6>'!j#+(o!Fp#/"
     "}/g,*)@&!E|~%6(~%97j!F+%l!.#~#`#/}/j,')^E|~%*4~%6.*!Fi!.!E/}/t,#)`|SA~$w#%1XDCUF@$+}+4'>"},
    {family::v_min, {16, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCFE`%+g)cWC$,|SAQ$.TBRS!#XDVF/$*_WCU-#Ez#AQ/}~#3,,d)!%0|~%]2AQk!*!F+cWCU.!E/}/.,k)$%"
     "/|~%`4'!m#+bWCUF~#*#/}//,g)'~%`/|~%`1~%c%m!F+_WCU.#~#i#/}/2,d)*%,|~%].'(j!*!F+>WCU.!E/}/<,`),%+|"
     "~%`7'!l#+<WCUF~###/}/>,[)/~%`+|~%`.~%c+l!F+9z!.#~#f#/}/[,>)2%(|~%]+'.i!*!F+3w!.!E/}/f,9)4%'|~%`:"
     "'!k#+2v!Fw#/}/g,5)7~%`'|~%`+~%c1k!F+/s!.#~#c#/}/j,2):%$|~%]('4h!*!F+)p!.!E/}/t,.)<%#|~%`>'!j#+(o"
     "!Fp#/}/u,*)@&!E|~%`(~%c7j!F+%l!.#~#`#/}/x,')^E|~%84~%`.*!Fi!.!E/}/}/%,#)`|SA~%*#%1XDCUF@$+}+?'>"},
    {family::v_min, {16, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCFE`%+q)cWC$,|SAQ$.TBRS!#XDVF/$*_WCU-#Ez#AQ/}//,o)!%0|~%k2AQk!*!F+cWCU.!E/}/<,k)$%/|"
     "~%n4'!m#+bWCUF~#*#/}/>,g)'~%n/|~%n1~%q%m!F+_WCU.#~#i#/}/[,d)*%,|~%k.'(j!*!F+>WCU.!E/}/f,`),%+|~%"
     "n7'!l#+<WCUF~###/}/g,[)/~%n+|~%n.~%q+l!F+9z!.#~#f#/}/j,>)2%(|~%k+'.i!*!F+3w!.!E/}/t,9)4%'|~%n:'!"
     "k#+2v!Fw#/}/u,5)7~%n'|~%n+~%q1k!F+/s!.#~#c#/}/x,2):%$|~%k('4h!*!F+)p!.!E/}/}/%,.)<%#|~%n>'!j#+(o"
     "!Fp#/}/}/&,*)@&!E|~%n(~%q7j!F+%l!.#~#`#/}/}/),')^E|~%b4~%n.*!Fi!.!E/}/}/3,#)`|SA~%8#%1XDCUF@$+}+"
     "d'>"},
    {family::v_min, {16, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCFE`%+{)cWC$,|SAQ$.TBRS!#XDVF/$*_WCU-#Ez#AQ/}/>,o)!%0|~%y2AQk!*!F+cWCU.!E/}/f,k)$%/|"
     "~%}4'!m#+bWCUF~#*#/}/g,g)'~%}/|~%}1~&$%m!F+_WCU.#~#i#/}/j,d)*%,|~%y.'(j!*!F+>WCU.!E/}/t,`),%+|~%"
     "}7'!l#+<WCUF~###/}/u,[)/~%}+|~%}.~&$+l!F+9z!.#~#f#/}/x,>)2%(|~%y+'.i!*!F+3w!.!E/}/}/%,9)4%'|~%}:"
     "'!k#+2v!Fw#/}/}/&,5)7~%}'|~%}+~&$1k!F+/s!.#~#c#/}/}/),2):%$|~%y('4h!*!F+)p!.!E/}/}/3,.)<%#|~%}>'"
     "!j#+(o!Fp#/}/}/4,*)@&!E|~%}(~&$7j!F+%l!.#~#`#/}/}/7,')^E|~%p4~%}.*!Fi!.!E/}/}/],#)`|SA~%b#%1XDCU"
     "F@$+}+n'>"},
    {family::v_min, {16, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCFE`%+}+()cWC$,|SAQ$.TBRS!#XDVF/$*_WCU-#Ez#AQ/}/g,o)!%0|~&,2AQk!*!F+cWCU.!E/}/t,k)$%"
     "/|~&/4'!m#+bWCUF~#*#/}/u,g)'~&//|~&/1~&2%m!F+_WCU.#~#i#/}/x,d)*%,|~&,.'(j!*!F+>WCU.!E/}/}/%,`),%"
     "+|~&/7'!l#+<WCUF~###/}/}/&,[)/~&/+|~&/.~&2+l!F+9z!.#~#f#/}/}/),>)2%(|~&,+'.i!*!F+3w!.!E/}/}/3,9)"
     "4%'|~&/:'!k#+2v!Fw#/}/}/4,5)7~&/'|~&/+~&21k!F+/s!.#~#c#/}/}/7,2):%$|~&,('4h!*!F+)p!.!E/}/}/],.)<"
     "%#|~&/>'!j#+(o!Fp#/}/}/^,*)@&!E|~&/(~&27j!F+%l!.#~#`#/}/}/a,')^E|~&#4~&/.*!Fi!.!E/}/}/k,#)`|SA~%"
     "p#%1XDCUF@$+}+x'>"},
    {family::v_auto, {2, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|SABRXDCUFE"},
    {family::v_auto, {2, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDVF&#WCFWCEE|SABR%#XDCUF&$EE"},
    {family::v_auto, {2, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&#WCE)(%!|SABR%$XDFCUE+!XDCUFE'%"},
    {family::v_auto, {2, 4, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&#WCE)!AQ+')%%!|SABR%$XDFCUE+!*%5#XDCUFE'%"},
    {family::v_auto, {2, 5, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&#WCE)!AQ+1)%%!|SABR%$XDFCUE+!*%5#++CUFE'%"},
    {family::v_auto, {3, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|SA-#CUFE"},
    {family::v_auto, {3, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDVF&$WCE$!|SAQ$!TBR$!X7!%!WCU?!UEE|SABR%#XD3!&$EE"},
    {family::v_auto, {3, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&(WCFWCE$!E|SAQ$%TBR$!X^$(#WCUF(%e!UFEE|SABR%'XD@$>!+$EFE"},
    {family::v_auto, {3, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDVF&(WCFE)'WC$#|SAQ$%TBR'%Xi$(#WCUl#,'(%EF&#E|SAm#%&XDg#+!*$&#E4%FE"},
    {family::v_auto, {3, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&(WCE)&FE)'5!$!|SAQ$%TBR'&Xr$R(!WCUFE6$.',)(%EF&#E|SA{#%&XDt$g#*#5#+$&#E5%FE"},
    {family::v_auto, {3, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&)AQWCE+$).WC+#$!E|SAQ$%TBR'&X}$R(#~###Uo!.$[!/*,)+!'%5$FEE|SA~#.#%&XDFA8!g#FS+1y#%%Fx!"
     "FE"},
    {family::v_auto, {3, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&)AQWCE+.).WC+#$!E|SAQ$%TBR'&X~#+$R(#~###Uo!.$[!/8,)+!'%5$FEE|SA~#<#%&XDFA8!g#FS+;~#(#%"
     "%FE##"},
    {family::v_auto, {4, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|SA-#CUFE"},
    {family::v_auto, {4, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {4, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&)WCE$%|SAQ$%TBR$!X^$($%!WCUg!Ue!UEE|g.c-(%f#FEE|SABR%'XD@$>!+$EFE"},
    {family::v_auto, {4, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDVF&-WCFWCE$%E|SAQ$(TBR$!Xd$(*WCUF(%o!Uy!UEEE|r.*%q4/&,#FEE|SAj#%)XDg$e$+'F#!"},
    {family::v_auto, {4, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&-WCFE)'WC$&|SAQ$+TBR$!Xo$(*WCUy#,'(%}!UF)#EE|~#!+~#((Sd!F.$~#$8/&,#FEE|SA{#%)XDr#+(&#o"
     "!+'F#!"},
    {family::v_auto, {4, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&-WCFE)/WC$&|SAQ$+TBR'%Xz$(*WCU}#,2(%EF&#%#E|~#01*#Se!F~#?'u#E.,~#20/&,#FEE|SA~#.#%)XDr"
     "#+2&#y!+'F#!"},
    {family::v_auto, {4, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&-WCE)&FE)/>!$%|SAQ$+TBR'&X~#($R()WCUFE>$.',4(%EF&#%#E|~#?1*#~#^$~#0,.,f%~#[8/&,#FEE|SA"
     "~#<#%)XD~#%%+:&#E+)F#!"},
    {family::v_auto, {4, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.AQWCE+$)6WC+#$%E|SAQ$+TBR'&X~#2$R(*~#;#UE.&c!/*,4+!'%5$)#EEE|~#h2~#n0~#g:~#u7~#j(~#p*"
     "F#!E|SA~#`#%*XDFA?!s#FS+;~#.#%)~#/###"},
    {family::v_auto, {4, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&.AQWCE+.)6WC+#$%E|SAQ$+TBR'&X~#<$R(*~#;#UE.&c!/8,4+!'%5$)#EEE|~#v2~#}0~#ud~$(7~#x(~$#*"
     "F#!E|SA~#n#%*XDFA?!s#FS+a~#8#%)~#9###"},
    {family::v_auto, {5, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|SA-#CUFE"},
    {family::v_auto, {5, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {5, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%!^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_auto, {5, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDVF&.WCE$(|SAQ$(TBR$!Xd$(+%!WCUt!Uo!%%E|u1q4(%p#}$EE|r.*(q1/&,#FEE|SAj#%)XDg$e$+'F#!"},
    {family::v_auto, {5, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&2WCFWCE$(E|SAQ$+TBR$!Xj$(1WCUF(%y!UF)&EEE|~#%1*%~#$;/&~#/'EEE|~#%4~#+/~#$1/&,#EFEE|SAr"
     "#%-XDe$q$+,n!FE"},
    {family::v_auto, {5, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&2WCFE)'WC$)|SAQ$.TBR$!Xu$(1WCU~#+#,'(%E,#)&EEE|~#34$!Sk!F1$~#2@/&~#>'EEE|~#0+~#6(*%j!F"
     "+(~#2</&a$FEE|SA~#%#%-XD?#+(&#{!+,x!FE"},
    {family::v_auto, {5, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&2WCFE)/WC$)|SAQ$1TBR$!X~#%$(1WCU~#.#,2(%E,#)&EEE|~#?4$!SSl!F2$*+~#[[/&~#g'EEE|~#?+~#`("
     "*%j!F+(l$/-~#[7/&a$FEE|SA~#3#%-XD~#1%+0&#E+.E##"},
    {family::v_auto, {5, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&2WCFE)7WC$)|SAQ$1TBR$!SX~#.$RAQ*&()WCU~#1#,>(%EF&#%'E|~#h4$!S~#l$2$+)~#6'.,~#j;/&~#l&F"
     "EEE|~#h+~#n(*%j!F+(l$/;~#j7/&a$FEE|SA~#]#%-XD~#1%+:&#E+.E##"},
    {family::v_auto, {5, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&2WCE)&FE)7a!$(|SAQ$1TBR$!SSX~#7$RAQ*&()WCUFEf$.',@(%EF&#%'E|~#v4~#y(2$+)~#u4s%~#x_/&~#"
     "z&FEEE|~#v+~#}(~#3(F~#>-/e~#x7/&a$FEE|SA~#k#%-XD~#1%+`&#E+.E##"},
    {family::v_auto, {5, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+$)?WC+#$(E|SAQ$1TBR'&X~#_$R(1~#o#UE.&j!/*,@+!'%5$)'!!|~$)8~$/7~$(:~$6^~$+(~$1.E"
     "FEEE|~$)8~$/0~$(d~$67~$+.~$1*~$.#FEE|SA~#v#%.XDFA`!~#$#FS+a~#?#%-~#_%##"},
    {family::v_auto, {5, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&3AQWCE+.)?WC+#$(E|SAQ$1TBR'&X~#i$R(1~#o#UE.&j!/8,@+!'%5$)'!!|~$78~$>7~$6d~$`^~$9(~$@.E"
     "FEEE|~$78~$>0~$6r~$`7~$9.~$@*~$<#FEE|SA~$)#%.XDFA`!~#$#FS+k~#d#%-~#i%##"},
    {family::v_auto, {6, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|SA-#CUFE"},
    {family::v_auto, {6, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {6, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_auto, {6, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#p!U%#o!%%E|u1r0%!t&x(EE|u4r0x)t#Fu!|r+x+q/w*F#!E|SAm#%)XDa#"
     "%)b###"},
    {family::v_auto, {6, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&3WCE$+|SAQ$+TBR$!Xj$(2%!WCUF%!y!%)E|~#(4~#$;(%z#~#/(EE|~#%1*(~#$8/&~#/'EEE|~#%4~#+,~#$"
     "4/&,#EFEE|SAr#%-XDe$q$+,n!FE"},
    {family::v_auto, {6, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&7WCFWCE$+E|SAQ$.TBR$!Xp$(8WCUF(%E,#)&%$EE|~#34*%~#2^/&~#>+!!|~#37~#96~#21/&~#5'FEEE|~#"
     "3:~#9/~#28/&~#5%FEE|SAz#%1XDq$o$+1x#FE"},
    {family::v_auto, {6, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&7WCFE)'WC$,|SAQ$1TBR$!X{$(8WCU~#8#,'(%E,#)&%$EE|~#]7$!Sr!F1$~#[b/&~#g+!!|~#]8~#>(+)~#["
     "^/&~#_'FEEE|~#?+~#`(0+~#c,~#[_/&~#_%FEE|SA~#-#%1XDc!@$+$&#y!+1~#'#FE"},
    {family::v_auto, {6, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&7WCFE)/WC$,|SAQ$4TBR$!X~#+$(8WCU~#;#,2(%E,#)&%$EE|~#h7$!SSs!F2$*,~#jb/&~#u+!!|~#k8~#]("
     "+2~#jc/&~#m'FEEE|~#h+~#n(0+~#g1~#u7~#j4/&~#m%FEE|SA~#;#%1XD~#>%+0&#E+3~#1#FE"},
    {family::v_auto, {6, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&7WCFE)7WC$,|SAQ$4TBR'%X~#6$(8WCU~#?#,>(%E,#)&%$EE|~#v4$%SSSt!F~$'(*0~#xg/&~$(+!!|~#y8~"
     "#j(+2~#_$/-~#x^/&~#{'FEEE|~#v+~#}(0+~#u@~$(7~#x4/&~#{%FEE|SA~#e#%1XD~#>%+:&#E+3~#;#FE"},
    {family::v_auto, {6, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&7WCFE)@WC$,|SAQ$4TBR'&X~#@$RAQ*&(0WCU~#]#,d(%EF&#%+E|~$)4$%SS~$+$~$5)+$*+~#c$.,~$+b/&~"
     "$)&)$!!|~$,8~#w(+2~#_$/;~$+^/&~$.'FEEE|~$)+~$/(0+~$(i~$67~$+4/&~$.%FEE|SA~#s#%1XD~#>%+`&#E+3~#a#"
     "FE"},
    {family::v_auto, {6, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&7WCE)&FE)@i!$+|SAQ$4TBR'&SX~#d$RAQ*&(0WCUFEj$.',f(%EF&#%+E|~$74$%S~$8%3$+)*+~$61~#!%~$"
     "9j/&~$7&)$!!|~$:8~$*(+2~$(2/;~$9^/&~$<'FEEE|~$7+~$>(0+~$6w~$`7~$94/&~$<%FEE|SA~$&#%1XD~#>%+j&#E+"
     "3~#k#FE"},
    {family::v_auto, {6, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+$)bWC+#$+E|SAQ$7TBR'&X~#p$R(8~$,#UE.&q!/*,f+!'%5$)*E!!|~$a?~$g?~$`:~$ni~$c(~$i2"
     "F~$g#|~$a?~$g7~$`d~$n^~$c.~$i.E##EE|~$a?~$g0~$`r~$n7~$c4~$i*~$f%FEE|SA~$1#%2XDFAf!~#0#FS+k~#j#%1"
     "~#s'##"},
    {family::v_auto, {6, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&8AQWCE+.)bWC+#$+E|SAQ$7TBR'&X~#z$R(8~$,#UE.&q!/8,f+!'%5$)*E!!|~$o?~$u?~$nd~$}i~$q(~$w2"
     "F~$u#|~$o?~$u7~$nr~$}^~$q.~$w.E##EE|~$o?~$u0~$n}~$};~$q4~$w*~$t%FEE|SA~$@#%2XDFAf!~#0#FS+u~#t#%1"
     "~$!'##"},
    {family::v_auto, {7, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|SA-#CUFE"},
    {family::v_auto, {7, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {7, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_auto, {7, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%!h!x,E|u^e!w-FEEE|r+x+q/w*F#!E|SAm#%)"
     "XDa#%)b###"},
    {family::v_auto, {7, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!!WC$!E$(E|SAQ$+TBR$!Xm#'/F%#z!U%'E%'EE|~#(4~#%6%!~#'*~#+(!!|~#(7~#%6~#+-~#'#F~#(#|~#"
     "(:~#%6~#+)~#'%~#)#|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_auto, {7, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&8WCE$.|SAQ$.TBR$!Xp$(9%!WCUF%!E%/E|~#67~#2^(%~#)#~#>,EE|~#34*(~#2@/&~#>+!!|~#37~#93~#2"
     "4/&~#5'FEEE|~#3:~#9,~#2;/&~#5%FEE|SAz#%1XDq$o$+1x#FE"},
    {family::v_auto, {7, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&<WCFWCE$.E|SAQ$1TBR$!Xv$(@WCUF(%E,#)&%(EE|~#]7*%~#[e/&~#g/!!|~#]:~#c>~#[1/&~#g+~#`#|~#"
     "]>~#c6~#[8/&~#_(~#a#|~#][~#c/~#[@/&~#_&FEE|SA~#'#%5XDo${$+6~#'$FE"},
    {family::v_auto, {7, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&<WCFE)'WC$/|SAQ$4TBR$!X~#&$(@WCU~#a#,'(%E,#)&%(EE|~#k:$!Sy!F1$~#ji/&~#u/!!|~#k;~#g(+)~"
     "#je/&~#u+~#n#|~#k>~#q9~#j_/&~#m(~#o#|~#h+~#n(0+~#q2~#jf/&~#m&FEE|SA~#5#%5XDd#+(&#E+8~#1$FE"},
    {family::v_auto, {7, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&<WCFE)/WC$/|SAQ$7TBR$!X~#1$(@WCU~#d#,2(%E,#)&%(EE|~#v:$!SSz!F2$*,~#xi/&~$(/!!|~#y;~#k("
     "+3~#xi/&~$(+~#}#|~#y>~$$<~#xj/&~#{(~$!#|~#v+~#}(0+~#u7~$(7~#x;/&~#{&FEE|SA~#_#%5XD~#e%+0&#E+8~#;"
     "$FE"},
    {family::v_auto, {7, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&<WCFE)7WC$/|SAQ$:TBR$!X~#<$(@WCU~#g#,>(%E,#)&%(EE|~$&:$!SSS{!F3$*5~$+m/&~$6/!!|~$,;~#o"
     "(+<~$+n/&~$6+~$/#|~$,>~$(]~$6^~$+4/&~$.(~$0#|~$)+~$/(0+~$(a~$67~$+;/&~$.&FEE|SA~#m#%5XD~#e%+:&#E"
     "+8~#a$FE"},
    {family::v_auto, {7, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&<WCFE)@WC$/|SAQ$:TBR$!SX~#a$RAQ*&(7WCU~#j#,d(%E,#)&%(EE|~$4:$!SS~$9$3$+)*4~$9r/&~$`/!!"
     "|~$:;~#}(+<~#p$/-~$9i/&~$`+~$>#|~$:>~$6k~$`^~$94/&~$<(~$?#|~$7+~$>(0+~$6o~$`7~$9;/&~$<&FEE|SA~#{"
     "#%5XD~#e%+`&#E+8~#k$FE"},
    {family::v_auto, {7, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&<WCFE)cWC$/|SAQ$:TBR$!SSX~#j$RAQ*/(0WCU~#m#,o(%EF&#%/E|~$^:~$a$~$b$3$+3*+~#t$.,~$cm/&~"
     "$]&)'E!!|~$d;~$.(+<~#p$/;~$ci/&~$n+~$g#|~$d>~$`y~$n^~$c4/&~$f(~$h#|~$a+~$g(0+~$`}~$n8~$c;/&~$f&F"
     "EE|SA~$.#%5XD~#e%+j&#E+8~#u$FE"},
    {family::v_auto, {7, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&<WCE)&FE)cq!$.|SAQ$:TBR$!SSSX~#s$RAQ*/(0WCUFEw$.',q(%EF&#%/E|~$l:~$o)3$+3*+~$n1~#,%~$q"
     "u/&~$k&)'E!!|~$r;~$<(+<~$`2/;~$qi/&~$}+~$u#|~$r>~$n}~$}i~$q4/&~$t(~$v#|~$o+~$u(0+~$n}~$}b~$q;/&~"
     "$t&FEE|SA~$<#%5XD~#e%+t&#E+8~$$$FE"},
    {family::v_auto, {7, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&>AQWCE+$)jWC+#$.E|SAQ$>TBR'&X~$&$R(@~$`#UE.&x!/*,q+!'%5$)*%$!!|~%!`~%(a~$}:~%/t~%$(~%*"
     "5F~%'#E|~%!`~%(?~$}d~%/i~%$.~%*2F#!!!|~%!`~%(7~$}r~%/^~%$4~%*.~%'$~%)#|~%!`~%(0~$}}~%/;~%$:~%**~"
     "%''FEE|SA~$c#%6XDFAl!~#<#FS+u~#z#%5~$,)##"},
    {family::v_auto, {7, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&>AQWCE+.)jWC+#$.E|SAQ$>TBR'&X~$0$R(@~$`#UE.&x!/8,q+!'%5$)*%$!!|~%0`~%6a~%/d~%>t~%2(~%8"
     "5F~%5#E|~%0`~%6?~%/r~%>i~%2.~%82F#!!!|~%0`~%67~%/}~%>b~%24~%8.~%5$~%7#|~%0`~%60~$}}~%>e~%2:~%8*~"
     "%5'FEE|SA~$q#%6XDFAl!~#<#FS+}+!~$)#%5~$6)##"},
    {family::v_auto, {8, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|SA-#CUFE"},
    {family::v_auto, {8, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {8, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_auto, {8, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|ubh!x,E|u^e!w-FEEE|r+x+q/w*F#!E|S"
     "Am#%)XDa#%)b###"},
    {family::v_auto, {8, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6%#~#'#~#+0E|~#(7~#%4%!~#'&~#+,EE|~#(:~#%4"
     "~#+)~###)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_auto, {8, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!!WC$%E$(EE|SAQ$.TBR$!Xt#'5F%#FWCU%+E%'!!|~#67~#3<%!~#5.~#9(!#|~#6:~#3<~#91~#5#F~#6$|"
     "~#6>~#3<~#9-~#5%~#7$|~#31~#94~#36~#9)~#5'~#7#|~#01~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_auto, {8, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&>WCE$1|SAQ$1TBR$!Xv$([%!WCUF%!E%3E|~#`:~#[e(%~#3#~#g0EE|~#]7*(~#[b/&~#g/!!|~#]:~#c:~#["
     "4/&~#g+~#`#|~#]>~#c3~#[;/&~#_(~#a#|~#][~#c,~#[^/&~#_&FEE|SA~#'#%5XDo${$+6~#'$FE"},
    {family::v_auto, {8, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&]WCFWCE$1E|SAQ$4TBR$!X}$(bWCUF(%E,#)&%,EE|~#n>~#jo/&~#u3!!|~#k>-%~#jl/&~#u/!#|~#k[~#q>"
     "~#j8/&~#m+F~#n#|~#k_~#q6~#j@/&~#m)~#o#|~#h+~#n(~#k1~#q/~#jb/&~#m'FEE|SA~#/#%9XD{$y$+;~#1%FE"},
    {family::v_auto, {8, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&]WCFE)'WC$2|SAQ$7TBR$!X~#,$(bWCU~#n#,'(%E,#)&%,EE|~#y>$!S~#?#1$~#xp/&~$(3!!|~#y?~#u(+)"
     "~#xl/&~$(/!#|~#y[~$$[~#x_/&~#{+F~#}#|~#y_~$$9~#xf/&~#{)~$!#|~#v+~#}(~#y1~$$2~#xm/&~#{'FEE|SA~#>#"
     "%9XDm!c$+$&#E+>~#;%FE"},
    {family::v_auto, {8, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&]WCFE)/WC$2|SAQ$:TBR$!X~#7$(bWCU~#q#,2(%E,#)&%,EE|~$)>$!SS~#f#2$*,~$+p/&~$63!!|~$,?~#y"
     "(+3~$+p/&~$6/!#|~$,[~$2_~$+j/&~$.+F~$/#|~$,_~$2<~$+q/&~$.)~$0#|~$)+~$/(~$,1~$(7~$67~$+^/&~$.'FEE"
     "|SA~#g#%9XD~#q%+0&#E+>~#a%FE"},
    {family::v_auto, {8, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&]WCFE)7WC$2|SAQ$>TBR$!X~#^$(bWCU~#t#,>(%E,#)&%,EE|~$4>$!SSS~#r#3$*5~$9t/&~$`3!!|~$:?~$"
     "!(+>~$9t/&~$`/!#|~$:[~$[b~$9u/&~$<+F~$>#|~$:_~$6]~$`^~$9;/&~$<)~$?#|~$7+~$>(~$:1~$6a~$`7~$9^/&~$"
     "<'FEE|SA~#u#%9XD~#q%+:&#E+>~#k%FE"},
    {family::v_auto, {8, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&]WCFE)@WC$2|SAQ$>TBR$!SX~#g$RAQ*&(?WCU~#w#,d(%E,#)&%,EE|~$^>$!SS~$c$3$+)*5~$cx/&~$n3!!"
     "|~$d?~$&(+b~$cy/&~$n/!#|~$d[~$`g~$ni~$c4/&~$f+F~$g#|~$d_~$`k~$n^~$c;/&~$f)~$h#|~$a+~$g(~$d1~$`o~"
     "$n7~$c^/&~$f'FEE|SA~$(#%9XD~#q%+`&#E+>~#u%FE"},
    {family::v_auto, {8, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&]WCFE)cWC$2|SAQ$>TBR$!SSX~#p$RAQ*/(7WCU~#z#,o(%E,#)&%,EE|~$l>~$o$~$p$3$+3*4~$q}E/&~$}3"
     "!!|~$r?~$3(+b~$&$/-~$qt/&~$}/!#|~$r[~$nu~$}i~$q4/&~$t+F~$u#|~$r_~$ny~$}^~$q;/&~$t)~$v#|~$o+~$u(~"
     "$r1~$n}~$}8~$q^/&~$t'FEE|SA~$6#%9XD~#q%+j&#E+>~$$%FE"},
    {family::v_auto, {8, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&]WCFE)kWC$2|SAQ$>TBR$!SSSX~#y$RAQ*8(0WCU~$!#,z(%EF&#%3E|~$z>~%!)3$+>*+~$*$.,~%$x/&~$u&"
     "~%2,!!|~%%?~$[(+b~$&$/;~%$t/&~%//!#|~%%[~$}}~%/p~%$4/&~%'+F~%(#|~%%_~$}}~%/i~%$;/&~%')~%)#|~%!+~"
     "%((~%%1~$}}~%/b~%$^/&~%''FEE|SA~$`#%9XD~#q%+t&#E+>~$.%FE"},
    {family::v_auto, {8, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&#AQ($&8WCE)&FE)ky!$1|SAQ$>TBR$!SSSX~$&$RAQ*(40(0WCUFE~#&$.',}(%EF&#%3E|~%->~%0)3$+>*+~"
     "%/1~#6%~%2}(!E/&~%(&~%[,!!|~%3?~$j(+b~$}2/;~%2t/&~%>/!#|~%3[~%/}~%>}~%26/&~%5+F~%6#|~%3_~%/}~%>w"
     "~%2;/&~%5)~%7#|~%0+~%6(~%31~%/}~%>p~%2^/&~%5'FEE|SA~$n#%9XD~#q%+}~$'#~$%$+;~$8%FE"},
    {family::v_auto, {8, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&^AQWCE+$)rWC+#$1E|SAQ$_TBR'&X~$7$R(b~$x#UE.&S/,,}+!'%5$)*%(!!|~%?f~%`h~%>:~%g}~%[+~%b5"
     ")$!$|~%?f~%`a~%>d~%gt~%[.~%b6EF~%`$|~%?f~%`?~%>r~%gi~%[4~%b2~%_#~%a$|~%?f~%`7~%>}~%gb~%[:~%b.~%_"
     "&~%a#|~%?f~%`0~%/}~%ge~%[[~%b*~%_)FEE|SA~$y#%:XDFAr!~#d#FS+}+!~$/#%9~$[+##"},
    {family::v_auto, {8, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&^AQWCE+.)rWC+#$1E|SAQ$_TBR'&X~$]$R(b~$x#UE.&S/:,}+!'%5$)*%(!!|~%hf~%nh~%gd~%u}~%j+~%p5"
     ")$!$|~%hf~%na~%gr~%ut~%j.~%p6EF~%n$|~%hf~%n?~%g}~%um~%j4~%p2~%m#~%o$|~%hf~%n7~%>}~%up~%j:~%p.~%m"
     "&~%o#|~%hf~%n0~%/}~%us~%j[~%p*~%m)FEE|SA~%,#%:XDFAr!~#d#FS+}+,~$9#%9~$f+##"},
    {family::v_auto, {9, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|SA-#CUFE"},
    {family::v_auto, {9, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {9, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!FE"},
    {family::v_auto, {9, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|ubh!x,E|u^e!w-FEEE|r+x+q/w*F#!"
     "E|SAm#%)XDa#%)b###"},
    {family::v_auto, {9, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%!r!~#+0E"
     "|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_auto, {9, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#/$U%#E%/E|~#67~#3<%#~#5'~#90EE|~#6:~#3:%!~#5*~#9,!!|~#6>~"
     "#3:~#9-~#1#)$!#|~#6[~#3:~#9)~#5(F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#"
     "%1v'##"},
    {family::v_auto, {9, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!!WC$(E$(!!|SAQ$1TBR$!X{#';F%#FWCU%/E%'!#|~#`:~#]^%!~#_2~#c(!$|~#`>~#]^~#c5~#_#F~#`%|"
     "~#`[~#]^~#c1~#_%~#a%|~#`_~#]^~#c-~#_'~#a$|~#?1'+~#c.~#]<~#c)~#_)~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~"
     "#*#%5XDs#%5~#%)##"},
    {family::v_auto, {9, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&^WCE$4|SAQ$4TBR$!X}$(c%!WCUF%!E%7E|~#n>~#jl(%~#>#~#u4EE|~#n[~#jl/&~#u3!!|~#k>-(~#ji/&~"
     "#u/!#|~#k[~#q:~#j;/&~#m+F~#n#|~#k_~#q3~#j^/&~#m)~#o#|~#h+~#:(~#k1~#q,~#je/&~#m'FEE|SA~#/#%9XD{$y"
     "$+;~#1%FE"},
    {family::v_auto, {9, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&bWCFWCE$4E|SAQ$7TBR$!X~#'$(iWCUF(%E,#)&%0EE|~#}[~#xv/&~$(7!!|~#y[-%~#xs/&~$(3!#|~#y_~$"
     "$`~#x8/&~$(/~#}$|~#yb~$$>~#x@/&~#{,~$!$|~#ye~$$6~#xb/&~#{*~$!#|~#v+~#}(~#y7~$$/~#xi/&~#{(FEE|SA~"
     "#7#%>XDy$~#*$+[~#;&FE"},
    {family::v_auto, {9, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&bWCFE)'WC$5|SAQ$:TBR$!X~#2$(iWCU~#{#,'(%E,#)&%0EE|~$,[$!S~#a#1$~$+w/&~$67!!|~$,]~$((+)"
     "~$+s/&~$63!#|~$,_~$2c~$+_/&~$6/~$/$|~$,b~$2[~$+f/&~$.,~$0$|~$,e~$29~$+m/&~$.*~$0#|~$)+~$/(~$,7~$"
     "22~$+t/&~$.(FEE|SA~#a#%>XDn#+(&#E+^~#a&FE"},
    {family::v_auto, {9, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&bWCFE)/WC$5|SAQ$>TBR$!X~#>$(iWCU~$##,2(%E,#)&%0EE|~$7[$!SS~#m#2$*,~$9w/&~$`7!!|~$:]~$,"
     "(+3~$9w/&~$`3!#|~$:_~$[f~$9j/&~$`/~$>$|~$:b~$[_~$9q/&~$<,~$?$|~$:e~$[<~$9x/&~$<*~$?#|~$7+~$>(~$:"
     "7~$67~$`7~$9e/&~$<(FEE|SA~#o#%>XD~$!%+0&#E+^~#k&FE"},
    {family::v_auto, {9, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&bWCFE)7WC$5|SAQ$[TBR$!X~#d$(iWCU~$&#,>(%E,#)&%0EE|~$^[$!SSS~#y#3$*5~$c{/&~$n7!!|~$d]~$"
     "0(+>~$c{/&~$n3!#|~$d_~$ji~$cu/&~$n/~$g$|~$db~$jb~$c}/&~$f,~$h$|~$de~$`]~$n^~$c^/&~$f*~$h#|~$a+~$"
     "g(~$d7~$`a~$n7~$ce/&~$f(FEE|SA~$!#%>XD~$!%+:&#E+^~#u&FE"},
    {family::v_auto, {9, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&bWCFE)@WC$5|SAQ$[TBR$!SX~#m$RAQ*&(aWCU~$)#,d(%E,#)&%0EE|~$l[$!SS~$q$3$+)*5~$q}CUE/&~$}"
     "7!!|~$r]~$4(+c~$q}/)~$}3!#|~$r_~$xl~$q}/*~$}/~$u$|~$rb~$ng~$}i~$q;/&~$t,~$v$|~$re~$nk~$}^~$q^/&~"
     "$t*~$v#|~$o+~$u(~$r7~$no~$}7~$qe/&~$t(FEE|SA~$0#%>XD~$!%+`&#E+^~$$&FE"},
    {family::v_auto, {9, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&bWCFE)cWC$5|SAQ$[TBR$!SSX~#v$RAQ*/(?WCU~$,#,o(%E,#)&%0EE|~$z[~%!$~%#$3$+3*5~%$}(%E/&~%"
     "/7!!|~%%]~$8(+l~%$}~%$'/&~%/3!#|~%%_~$}q~%/t~%$4/&~%//~%($|~%%b~$}u~%/i~%$;/&~%',~%)$|~%%e~$}y~%"
     "/^~%$^/&~%'*~%)#|~%!+~%((~%%7~$}}~%/8~%$e/&~%'(FEE|SA~$?#%>XD~$!%+j&#E+^~$.&FE"},
    {family::v_auto, {9, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&bWCFE)kWC$5|SAQ$[TBR$!SSSX~$$$RAQ*8(7WCU~$/#,z(%E,#)&%0EE|~%-[~%0)3$+>*4~%2}~%2+/&~%>7"
     "!!|~%3]~$a(+l~$7$/-~%2}/)~%>3!#|~%3_~%/}~%>w~%24/&~%>/~%6$|~%3b~%/}~%>p~%2;/&~%5,~%7$|~%3e~%/}~%"
     ">i~%2^/&~%5*~%7#|~%0+~%6(~%37~%/}~%>b~%2e/&~%5(FEE|SA~$h#%>XD~$!%+t&#E+^~$8&FE"},
    {family::v_auto, {9, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&#AQ($&>WCFE)sWC$5|SAQ$[TBR$!SSSX~$,$RAQ*(42*&(0WCU~$2#,},((%EF&#%7E|~%;[~%?)3$+c*+~$;$"
     ".,,}(%E/&~%2&~%j0!!|~%]]~$n(+l~$7$/;~%[}/)~%g3!#|~%]_~%>}~%g}~%[>/&~%g/~%`$|~%]b~%>}~%g}~%[>/&~%"
     "_,~%a$|~%]e~%>}~%gw~%[^/&~%_*~%a#|~%?+~%`(~%]7~%>}~%gp~%[e/&~%_(FEE|SA~$v#%>XD~$!%+}~$%#~$1$+[~$"
     "^&FE"},
    {family::v_auto, {9, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&#AQ(+&8WCE)&FE)sWC$5|SAQ$[TBR$!SSSX~$4$RAQ*(4)?0(0WCUFE~#0$.',},*(%EF&#%7E|~%e[~%h)3$+"
     "c*+~%g1~#[%~%j}~%j./&~%[&~%x0!!|~%k]~$}(+l~%>2/;~%j}/)~%u3!#|~%k_~%g}~%u}~%jg/&~%u/~%n$|~%kb~%g}"
     "~%u}~%jg/&~%m,~%o$|~%ke~%g}~%u}~%jg/&~%m*~%o#|~%h+~%n(~%k7~%g}~%u}~%jg/&~%m(FEE|SA~%)#%>XD~$!%+}"
     "++&#E+^~$h&FE"},
    {family::v_auto, {9, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&cAQWCE+$)zWC+#$4E|SAQ$eTBR'&X~$d$R(i~%5#UE.&S/,,},*+!'%5$)*%,!!|~%vl~%}o~%u:~&(}~%x6~&"
     "#5)'~%z#EE|~%vl~%}h~%ud~&(}~%x1~&#:F~%}%|~%vl~%}a~%ur~&(t~%x4~&#6E##!#|~%vl~%}?~%u}~&(m~%x:~&#2~"
     "%{%~&!$|~%vl~%}7~%g}~&(p~%x[~&#.~%{(~&!#|~%vl~%}0~%>}~&(s~%xb~&#*~%{+FEE|SA~%4#%?XDFAx!~#p#FS+}+"
     ",~$@#%>~$p-##"},
    {family::v_auto, {9, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&cAQWCE+.)zWC+#$4E|SAQ$eTBR'&X~$n$R(i~%5#UE.&S/:,},*+!'%5$)*%,!!|~&)l~&/o~&(d~&6}~&+6~&"
     "15)'~&-#EE|~&)l~&/h~&(r~&6}~&+1~&1:F~&/%|~&)l~&/a~&(}~&6x~&+4~&16E##!#|~&)l~&/?~%u}~&6{~&+:~&12~"
     "&.%~&0$|~&)l~&/7~%g}~&6}~&+^~&1.~&.(~&0#|~&)l~&/0~%>}~&6}~&+g~&1*~&.+FEE|SA~%^#%?XDFAx!~#p#FS+}+"
     "6~$e#%>~$z-##"},
    {family::v_auto, {10, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_auto, {10, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {10, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F?!"
     "FE"},
    {family::v_auto, {10, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|ubh!x,E|u^e!w-FEEE|r+x+q/w*F"
     "#!E|SAm#%)XDa#%)b###"},
    {family::v_auto, {10, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_auto, {10, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:%#~#5#~#94E|~#6>~#38%!~#5"
     "&~#90EE|~#6[~#38~#9)~#-#)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#8*~#5%FEE|SA"
     "~#!#%1XDm#%1v'##"},
    {family::v_auto, {10, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!$WC$!E$.E|SAQ$1TBR$!X{#';F%#~#<$U%'E%/EE|~#`:~#]^%#~#_+~#c0!!|~#`>~#][%!~#_.~#c,!#|~"
     "#`[~#][~#c1~#@#)$!$|~#`_~#][~#c-~#_(F~#`$|~#`b~#][~#c)~#_*~#a$|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#"
     "f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_auto, {10, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!!WC$+E$(!#|SAQ$4TBR$!X~#'#']F%#FWCU%3E%'!$|~#n>~#kd%!~#m6~#q(!%|~#n[~#kd~#q9~#m#F~#n"
     "&|~#n_~#kd~#q5~#m%~#o&|~#nb~#kd~#q1~#m'~#o%|~#k7~#q>~#k<~#q-~#m)~#o$|~#h7~#t7~#ka~#q)~#m+~#o#|~#"
     "h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~#/+##"},
    {family::v_auto, {10, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&cWCE$7|SAQ$7TBR$!X~#'$(j%!WCUF%!E%;E|~#}[~#xs(%~#c#~$(8EE|~#}_~#xs/&~$(7!!|~#y[-(~#xp/"
     "&~$(3!#|~#y_~$$]~#x;/&~$(/~#}$|~#yb~$$:~#x^/&~#{,~$!$|~#ye~$$3~#xe/&~#{*~$!#|~#v+~#^(~#y7~$$,~#x"
     "l/&~#{(FEE|SA~#7#%>XDy$~#*$+[~#;&FE"},
    {family::v_auto, {10, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&gWCFWCE$7E|SAQ$:TBR$!X~#-$(pWCUF(%E,#)&%4EE|~$/_~$+}E/&~$6;!!|~$,_-%~$+z/&~$67!#|~$,b~"
     "$2g~$+8/&~$63!$|~$,e~$2`~$+@/&~$./F~$/$|~$,h~$2>~$+b/&~$.-~$0$|~$,k~$26~$+i/&~$.+~$0#|~$)+~$/(~$"
     ",>~$2/~$+p/&~$.)FEE|SA~#@#%]XD~#*$~#($+a~#a'FE"},
    {family::v_auto, {10, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&gWCFE)'WC$8|SAQ$>TBR$!X~#8$(pWCU~$-#,'(%E,#)&%4EE|~$:_$!S~#h#1$~$9}UE/&~$`;!!|~$:`~$6("
     "+)~$9z/&~$`7!#|~$:b~$[j~$9_/&~$`3!$|~$:e~$[c~$9f/&~$</F~$>$|~$:h~$[[~$9m/&~$<-~$?$|~$:k~$[9~$9t/"
     "&~$<+~$?#|~$7+~$>(~$:>~$[2~$9{/&~$<)FEE|SA~#i#%]XDw!k$+$&#E+c~#k'FE"},
    {family::v_auto, {10, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&gWCFE)/WC$8|SAQ$[TBR$!X~#_$(pWCU~$0#,2(%E,#)&%4EE|~$a_$!SS~#t#2$*,~$c}UE/&~$n;!!|~$d`~"
     "$:(+3~$c}/(~$n7!#|~$db~$jm~$cj/&~$n3!$|~$de~$jf~$cq/&~$f/F~$g$|~$dh~$j_~$cx/&~$f-~$h$|~$dk~$j<~$"
     "c}/)~$f+~$h#|~$a+~$g(~$d>~$`7~$n7~$cl/&~$f)FEE|SA~#w#%]XD~$.%+0&#E+c~#u'FE"},
    {family::v_auto, {10, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&gWCFE)7WC$8|SAQ$_TBR$!X~#j$(pWCU~$3#,>(%E,#)&%4EE|~$l_$!SSS~$%#3$*5~$q}($E/&~$};!!|~$r"
     "`~$?(+>~$q}/,~$}7!#|~$rb~$xp~$qu/&~$}3!$|~$re~$xi~$q}/&~$t/F~$u$|~$rh~$xb~$q}/-~$t-~$v$|~$rk~$n]"
     "~$}^~$qe/&~$t+~$v#|~$o+~$u(~$r>~$na~$}7~$ql/&~$t)FEE|SA~$*#%]XD~$.%+:&#E+c~$$'FE"},
    {family::v_auto, {10, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&gWCFE)@WC$8|SAQ$_TBR'%X~#u$(pWCU~$6#,d(%E,#)&%4EE|~$z[$%S!!~$1#~%,(*:~%$}~%$)/&~%/;!!|"
     "~%%`~$^(+c~%$}~%$)/&~%/7!#|~%%b~%+s~%$}/*~%/3!$|~%%e~%+l~%$}/1~%'/F~%($|~%%h~$}g~%/i~%$^/&~%'-~%"
     ")$|~%%k~$}k~%/^~%$e/&~%'+~%)#|~%!+~%((~%%>~$}o~%/7~%$l/&~%')FEE|SA~$8#%]XD~$.%+`&#E+c~$.'FE"},
    {family::v_auto, {10, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&gWCFE)cWC$8|SAQ$_TBR'&X~$#$RAQ*&(hWCU~$9#,o(%E,#)&%4EE|~%-[$%S!!~$<#~%:)+$*?~%2}~%2-/&"
     "~%>;!!|~%3`~$b(+m~%2}~%2-/&~%>7!#|~%3b~%9v~%2}~%2./&~%>3!$|~%3e~%/q~%>t~%2;/&~%5/F~%6$|~%3h~%/u~"
     "%>i~%2^/&~%5-~%7$|~%3k~%/y~%>^~%2e/&~%5+~%7#|~%0+~%6(~%3>~%/}~%>8~%2l/&~%5)FEE|SA~$b#%]XD~$.%+j&"
     "#E+c~$8'FE"},
    {family::v_auto, {10, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&gWCFE)kWC$8|SAQ$_TBR'&SX~$,$RAQ*/(aWCU~$<#,z(%E,#)&%4EE|~%;[$%S!!~$c#4$+3*?~%5}~%[1/&~"
     "%g;!!|~%]`~$f(+v~%[}~%[2/&~%g7!#|~%]b~%>{~%g}~%[7/&~%g3!$|~%]e~%>}~%gw~%[;/&~%_/F~%`$|~%]h~%>}~%"
     "gp~%[^/&~%_-~%a$|~%]k~%>}~%gi~%[e/&~%_+~%a#|~%?+~%`(~%]>~%>}~%gb~%[l/&~%_)FEE|SA~$p#%]XD~$.%+t&#"
     "E+c~$^'FE"},
    {family::v_auto, {10, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&gWCFE)sWC$8|SAQ$_TBR'&SSX~$5$RAQ*8(?WCU~$@#,},((%E,#)&%4EE|~%e[$%S~%f&4$+>*>~%_}~%j6/&"
     "~%u;!!|~%k`~$s(+v~$d$/-,}~%j-/&~%u7!#|~%kb~%g}~%u}~%j`/&~%u3!$|~%ke~%g}~%u}~%j`/&~%m/F~%n$|~%kh~"
     "%g}~%u}~%j`/&~%m-~%o$|~%kk~%g}~%uw~%je/&~%m+~%o#|~%h+~%n(~%k>~%g}~%up~%jl/&~%m)FEE|SA~%##%]XD~$."
     "%+}~$1#~$/$+a~$h'FE"},
    {family::v_auto, {10, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&#AQ($&^WCFE){WC$8|SAQ$_TBR'&SSX~$>$RAQ*(42*&(7WCU~$^#,},3(%EF&#%;E|~%s[$%S~%t&4$+c*4~$"
     "h$.,,}~%x1/&~%f&~&+4!!|~%y`~%%(+v~$d$/;,}~%x-/&~&(7!#|~%yb~%u}~&(}~%xn/&~&(3!$|~%ye~%u}~&(}~%xn/"
     "&~%{/F~%}$|~%yh~%u}~&(}~%xn/&~%{-~&!$|~%yk~%u}~&(}~%xn/&~%{+~&!#|~%v+~%}(~%y>~%u}~&(}~%xn/&~%{)F"
     "EE|SA~%1#%]XD~$.%+}++&#E+c~$r'FE"},
    {family::v_auto, {10, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&#AQ(+&>WCE)&FE){WC$8|SAQ$_TBR'&SSX~$a$RAQ*(4)?0(7WCUFE~#4$.',},5(%EF&#%;E|~&&[$%S~&'&4"
     "$+c*4~&(1~#f%~%{}~&+9/&~%t&~&94!!|~&,`~%3(+v~%u2/;,}~&+-/&~&67!#|~&,b~&(}~&6}~&+}/&~&63!$|~&,e~&"
     "(}~&6}~&+}/&~&./F~&/$|~&,h~&(}~&6}~&+}/&~&.-~&0$|~&,k~&(}/}~&+}/&~&.+~&0#|~&)+~&/(~&,>~&(}/}~&+}"
     "/&~&.)FEE|SA~%@#%]XD~$.%+}+5&#E+c~$}'FE"},
    {family::v_auto, {10, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&hAQWCE+$)})%WC+#$7E|SAQ$kTBR'&X~$u$R(p~%i#UE.&S/,,},5+!'%5$)*%0!!|~&7r~&>v~&6:~&`}~&9]"
     "~&@5~&c,!$|~&7r~&>o~&6d~&`}~&9<~&@>F~&<%E|~&7r~&>h~&6r~&`}~&97~&@:F#!!$|~&7r~&>a~&6}~&`x~&9:~&@6"
     "~&<$~&?%|~&7r~&>?~&(}~&`{~&9[~&@2~&<'~&?$|~&7r~&>7~%u}~&`}~&9d~&@.~&<*~&?#|~&7r~&>0~%g}~&`}~&9m~"
     "&@*~&<-FEE|SA~%f#%^XDFACUE~#}#FS+}+6~$k#%]~%)/##"},
    {family::v_auto, {10, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&hAQWCE+.)})%WC+#$7E|SAQ$kTBR'&X~%$$R(p~%i#UE.&S/:,},5+!'%5$)*%0!!|~&ar~&gv~&`d~&n}~&c]"
     "~&i5~&q,!$|~&ar~&go~&`r~&n}~&c<~&i>F~&f%E|~&ar~&gh~&`}~&n}~&c;~&i:F#!!$|~&ar~&ga~&6}~&n}~&c`~&i6"
     "~&f$~&h%|~&ar~&g?~&(}~&n}~&ci~&i2~&f'~&h$|~&ar~&g7~%u}~&n}~&cr~&i.~&f*~&h#|~&ar~&g0~%g}/}~&c{~&i"
     "*~&f-FEE|SA~%t#%^XDFACUE~#}#FS+}+[~$u#%]~%3/##"},
    {family::v_auto, {11, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_auto, {11, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {11, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%%F"
     "?!FE"},
    {family::v_auto, {11, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|ubh!x,E|u^e!w-FEEE|r+x+q/w"
     "*F#!E|SAm#%)XDa#%)b###"},
    {family::v_auto, {11, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_auto, {11, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%!}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#8*~#5%FEE"
     "|SA~#!#%1XDm#%1v'##"},
    {family::v_auto, {11, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a&WCU~#c8E|~#`>~#][%#~#_'~#c4EE|~#`[~#]?"
     "%!~#_*~#c0!!|~#`_~#]?~#c-~#;#)'~#_#E|~#`b~#]?~#c)~#_+F~#`$|~#`t~#[.~#b2F#!!!|~#?1'+~#`6~#[4~#b.~"
     "#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_auto, {11, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!$WC$%E$.EE|SAQ$4TBR$!X~#'#']F%#~#e$U%+E%/!!|~#n>~#kd%#~#m/~#q0!#|~#n[~#kb%!~#m2~#q,!"
     "$|~#n_~#kb~#q5~#i#)$!%|~#nb~#kb~#q1~#m(F~#n%|~#ne~#kb~#q-~#m*~#o%|~#k7~#q:~#k[~#q)~#m,~#o$|~#h7~"
     "#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~#/+##"},
    {family::v_auto, {11, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!!WC$.E$(!$|SAQ$7TBR$!X~#.#'cF%#FWCU%7E%'!%|~#}[~#yj%!~#{:~$$(!&|~#}_~#yj~$$>~#{#F~#}"
     "'|~#}b~#yj~$$9~#{%~$!'|~#}e~#yj~$$5~#{'~$!&|~#}h~#yj~$$1~#{)~$!%|~#v7'+~$$7~#y^~$$-~#{+~$!$|~#v>"
     "~$'7~#yg~$$)~#{-~$!#|~#v_~$'1~#xi~$#*~#{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_auto, {11, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&hWCE$:|SAQ$:TBR$!X~#-$(q%!WCUF%!E%@E|~$/_~$+z(%~#m#~$6<EE|~$/b~$+z/&~$6;!!|~$,_-(~$+w/"
     "&~$67!#|~$,b~$2d~$+;/&~$63!$|~$,e~$2]~$+^/&~$./F~$/$|~$,h~$2:~$+e/&~$.-~$0$|~$,k~$23~$+l/&~$.+~$"
     "0#|~$)+~#f(~$,>~$2,~$+s/&~$.)FEE|SA~#@#%]XD~#*$~#($+a~#a'FE"},
    {family::v_auto, {11, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&lWCFWCE$:E|SAQ$>TBR$!X~#3$(wWCUF(%E,#)&%8EE|~$>b~$9}~$9'/&~$`@!!|~$:b-%~$9}/+~$`;!#|~$"
     ":e~$[n~$98/&~$`7!$|~$:h~$[g~$9@/&~$`3~$>%|~$:k~$[`~$9b/&~$<0~$?%|~$:n~$[>~$9i/&~$<.~$?$|~$:q~$[6"
     "~$9p/&~$<,~$?#|~$7+~$>(~$:_~$[/~$9w/&~$<*FEE|SA~#c#%aXD~#($~#4$+f~#k(FE"},
    {family::v_auto, {11, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&lWCFE)'WC$;|SAQ$[TBR$!X~#?$(wWCU~$:#,'(%E,#)&%8EE|~$db$!S~#o#1$~$c}~$c(/&~$n@!!|~$dc~$"
     "`(+)~$c}/+~$n;!#|~$de~$jq~$c_/&~$n7!$|~$dh~$jj~$cf/&~$n3~$g%|~$dk~$jc~$cm/&~$f0~$h%|~$dn~$j[~$ct"
     "/&~$f.~$h$|~$dq~$j9~$c{/&~$f,~$h#|~$a+~$g(~$d_~$j2~$c}/,~$f*FEE|SA~#q#%aXDx#+(&#E+h~#u(FE"},
    {family::v_auto, {11, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&lWCFE)/WC$;|SAQ$_TBR$!X~#e$(wWCU~$>#,2(%E,#)&%8EE|~$ob$!SS~#{#2$*,~$q}~$q(/&~$}@!!|~$r"
     "c~$d(+3~$q}~$q(/&~$};!#|~$re~$xt~$qj/&~$}7!$|~$rh~$xm~$qq/&~$}3~$u%|~$rk~$xf~$qx/&~$t0~$v%|~$rn~"
     "$x_~$q}/)~$t.~$v$|~$rq~$x<~$q}/0~$t,~$v#|~$o+~$u(~$r_~$n7~$}7~$qs/&~$t*FEE|SA~$$#%aXD~$:%+0&#E+h"
     "~$$(FE"},
    {family::v_auto, {11, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&lWCFE)7WC$;|SAQ$bTBR$!X~#p$(wWCU~$[#,>(%E,#)&%8EE|~$zb$!SSS~$,#3$*5~%$}~%$,/&~%/@!!|~%"
     "%c~$h(+>~%$}~%$,/&~%/;!#|~%%e~%+w~%$u/&~%/7!$|~%%h~%+p~%$}/&~%/3~%(%|~%%k~%+i~%$}/-~%'0~%)%|~%%n"
     "~%+b~%$}/4~%'.~%)$|~%%q~$}]~%/^~%$l/&~%',~%)#|~%!+~%((~%%_~$}a~%/7~%$s/&~%'*FEE|SA~$2#%aXD~$:%+:"
     "&#E+h~$.(FE"},
    {family::v_auto, {11, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&lWCFE)@WC$;|SAQ$eTBR$!X~#{$(wWCU~$_#,d(%E,#)&%8EE|~%*b$!S!!~$8#4$*?~%2}~%20/&~%>@!!|~%"
     "3c~$l(+c~%2}~%20/&~%>;!#|~%3e~%9z~%2}/*~%>7!$|~%3h~%9s~%2}/1~%>3~%6%|~%3k~%9l~%2}/8~%50~%7%|~%3n"
     "~%/g~%>i~%2e/&~%5.~%7$|~%3q~%/k~%>^~%2l/&~%5,~%7#|~%0+~%6(~%3_~%/o~%>7~%2s/&~%5*FEE|SA~$[#%aXD~$"
     ":%+`&#E+h~$8(FE"},
    {family::v_auto, {11, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&lWCFE)cWC$;|SAQ$eTBR$!SX~$)$RAQ*&(oWCU~$b#,o(%E,#)&%8EE|~%8b$!S!!~$_#4$+)*?~%[}~%[4/&~"
     "%g@!!|~%]c~$p(+m~%[}~%[4/&~%g;!#|~%]e~%c}~%[}~%[//&~%g7!$|~%]h~%cv~%[}~%[5/&~%g3~%`%|~%]k~%>q~%g"
     "t~%[^/&~%_0~%a%|~%]n~%>u~%gi~%[e/&~%_.~%a$|~%]q~%>y~%g^~%[l/&~%_,~%a#|~%?+~%`(~%]_~%>}~%g8~%[s/&"
     "~%_*FEE|SA~$j#%aXD~$:%+j&#E+h~$^(FE"},
    {family::v_auto, {11, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&lWCFE)kWC$;|SAQ$eTBR$!SSX~$2$RAQ*/(hWCU~$e#,z(%E,#)&%8EE|~%bb~%e$~%g%4$+3*?~%j}~%j8/&~"
     "%u@!!|~%kc~$t(+w~%_}~%j8/&~%u;!#|~%ke~%q}~%j}~%j>/&~%u7!$|~%kh~%g{~%u}~%j?/&~%u3~%n%|~%kk~%g}~%u"
     "w~%j^/&~%m0~%o%|~%kn~%g}~%up~%je/&~%m.~%o$|~%kq~%g}~%ui~%jl/&~%m,~%o#|~%h+~%n(~%k_~%g}~%ub~%js/&"
     "~%m*FEE|SA~$x#%aXD~$:%+t&#E+h~$h(FE"},
    {family::v_auto, {11, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&lWCFE)sWC$;|SAQ$eTBR$!SSSX~$;$RAQ*8(aWCU~$h#,},((%E,#)&%8EE|~%pb~%s%~%t$4$+>*?~%b}~%x<"
     "/&~&(@!!|~%yc~$x(+}~%m}~%x]/&~&(;!#|~%ye~%u}~$r(~&(}~%x^/&~&(7!$|~%yh~%u}~&(}~%xg/&~&(3~%}%|~%yk"
     "~%u}~&(}~%xg/&~%{0~&!%|~%yn~%u}~&(}~%xg/&~%{.~&!$|~%yq~%u}~&(w~%xl/&~%{,~&!#|~%v+~%}(~%y_~%u}~&("
     "p~%xs/&~%{*FEE|SA~%+#%aXD~$:%+}~$/#~$;$+f~$r(FE"},
    {family::v_auto, {11, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&lWCFE){WC$;|SAQ$eTBR$!S!!X~$`$RAQ*](?WCU~$k#,},3(%E,#)&%8EE|~&#b~&&*4$+c*>~%p}~&+]/&~&"
     "6@!!|~&,c~%*(+}~$u(/-,}~&+8/&~&6;!#|~&,e~&(}~&(6~&6}~&+^/&~&67!$|~&,h~&(}~&6}~&+u/&~&63~&/%|~&,k"
     "~&(}~&6}~&+u/&~&.0~&0%|~&,n~&(}~&6}~&+u/&~&..~&0$|~&,q~&(}~&6}~&+u/&~&.,~&0#|~&)+~&/(~&,_~&(}~&6"
     "}~&+u/&~&.*FEE|SA~%9#%aXD~$:%+}++&#E+h~$}(FE"},
    {family::v_auto, {11, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&#AQ($&cWCFE)})&WC$;|SAQ$eTBR$!S!!X~$h$RAQ*(42*/(7WCU~$n#,},?(%EF&#%@E|~&1b~&4*4$+m*4~$"
     "y$.,,}~&9</&~&#&~&c8!!|~&:c~%7(+}~$u(/;,}~&98/&~&`;!#|~&:e~&6}~&6`~&`}~&9^/&~&`7!$|~&:h~&6}~&`}~"
     "&9}/-~&`3~&>%|~&:k~&6}~&`}~&9}/-~&<0~&?%|~&:n~&6}~&`}~&9}/-~&<.~&?$|~&:q~&6}/}~&9}/-~&<,~&?#|~&7"
     "+~&>(~&:_~&6}/}~&9}/-~&<*FEE|SA~%c#%aXD~$:%+}+5&#E+h~%+(FE"},
    {family::v_auto, {11, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&#AQ(+&^WCE)&FE)})&WC$;|SAQ$eTBR$!S!!X~$p$RAQ*(4)?2*&(7WCUFE~#]$.',},[(%EF&#%@E|~&@b~&^"
     "*4$+m*4~&`1~#p%~&1}~&c`/&~&1&~&q8!!|~&dc~%a(+}~&66/;,}~&c8/&~&n;!#|~&de~&`}~&`n~&n}~&c^/&~&n7!$|"
     "~&dh~&`}/}~&c}/;~&n3~&g%|~&dk~&`}/}~&c}/;~&f0~&h%|~&dn~&`}/}~&ng~&ce/&~&f.~&h$|~&dq~&`}/}~&n`~&c"
     "l/&~&f,~&h#|~&a+~&g(~&d_~&`}/}~&n>~&cs/&~&f*FEE|SA~%q#%aXD~$:%+}+@&#E+h~%5(FE"},
    {family::v_auto, {11, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&mAQWCE+$)})-WC+#$:E|SAQ$qTBR'&X~%+$R(w~&&#UE.&S/,,},[+!'%5$)*%4!!|~&ox~&u}~&n;~&}}~&qh"
     "~&w5~'$0!$|~&ox~&uv~&nd~&}}~&qc~&w>)$!&|~&ox~&uo~&nr~&}}~&q^~&w?EF~&u&|~&ox~&uh~&n}~&}}~&q]~&w:~"
     "&t#~&v&|~&ox~&ua~&`}~&}}~&qf~&w6~&t&~&v%|~&ox~&u?~&6}~&}}~&qo~&w2~&t)~&v$|~&ox~&u7~&(}~&}}~&qx~&"
     "w.~&t,~&v#|~&ox~&u0~%u}/}~&q}~&w/~&t/FEE|SA~%}#%bXDFACUE~$-#FS+}+[~${#%a~%>1##"},
    {family::v_auto, {11, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&mAQWCE+.)})-WC+#$:E|SAQ$qTBR'&X~%5$R(w~&&#UE.&S/:,},[+!'%5$)*%4!!|~'!x~'(}~&}e~'/}~'$h"
     "~'*5~'20!$|~'!x~'(v~&}r~'/}~'$c~'*>)$!&|~'!x~'(o~&}}~'/}~'$b~'*?EF~'(&|~'!x~'(h~&n}~'/}~'$k~'*:~"
     "''#~')&|~'!x~'(a~&`}~'/}~'$t~'*6~''&~')%|~'!x~'(?~&6}~'/}~'$}~'*3~'')~')$|~'!x~'(7~&(}/}~'$}~'*8"
     "~'',~')#|~'!x~'(0~%u}/}~'/[~'$n~'**~''/FEE|SA~&/#%bXDFACUE~$-#FS+}+f~%*#%a~%c1##"},
    {family::v_auto, {12, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_auto, {12, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {12, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@#%"
     "%F?!FE"},
    {family::v_auto, {12, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|ubh!x,E|u^e!w-FEEE|r+x+q"
     "/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_auto, {12, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_auto, {12, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<1~#2;~#"
     "8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_auto, {12, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?%#~#_#~#"
     "c8E|~#`_~#]<%!~#_&~#c4EE|~#`b~#]<~#c)~#7#~#g,!!|~#`x~#[(~#b5F~#_#E|~#`t~#[.~#b2F#!!!|~#?1'+~#`6~"
     "#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_auto, {12, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#e&U%#E%7E|~#n>~#kd~#o&~#m&~#q8EE|~#n[~#kb%#~#m+~#q4!!|~"
     "#n_~#k`%!~#m.~#q0!#|~#nb~#k`~#q1~#e#)'~#m$E|~#ne~#k`~#q-~#m+F~#n%|~#nh~#k`~#q)~#m-~#o%|~#k7~#q7~"
     "#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~#/+##"},
    {family::v_auto, {12, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!$WC$(E$.!!|SAQ$7TBR$!X~#.#'cF%#~#r$U%/E%/!#|~#}[~#yj%#~#{3~$$0!$|~#}_~#yh%!~#{6~$$,!"
     "%|~#}b~#yh~$$9~#w#)$!&|~#}e~#yh~$$5~#{(F~#}&|~#}h~#yh~$$1~#{*~$!&|~#}k~#yh~$$-~#{,~$!%|~#v7'+~$$"
     "4~#yb~$$)~#{.~$!$|~#v>~$'7~#xg~$#.~#{(~$!#|~#v_~$'1~#xi~$#*~#{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_auto, {12, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!!WC$1E$(!%|SAQ$:TBR$!X~#5#'iF%#FWCU%;E%'!&|~$/_~$,p%!~$.?~$2(!'|~$/b~$,p~$2]~$.#F~$/"
     "(|~$/e~$,p~$2>~$.%~$0(|~$/h~$,p~$29~$.'~$0'|~$/k~$,p~$25~$.)~$0&|~$,>~$2b~$,^~$21~$.+~$0%|~$)>~$"
     "5:~$,m~$2-~$.-~$0$|~$)_~$57~$,m~$2)~$./~$0#|~$)e~$51~$+o~$1*~$.-FEE|SA~#^#%]XD~#*#%]~#_/##"},
    {family::v_auto, {12, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&mWCE$>|SAQ$>TBR$!X~#3$(x%!WCUF%!E%_E|~$>b~$9}~$9$(%~#w#~$`[EE|~$>e~$9}(#E/&~$`@!!|~$:b"
     "-(~$9}/(~$`;!#|~$:e~$[k~$9;/&~$`7!$|~$:h~$[d~$9^/&~$`3~$>%|~$:k~$[]~$9e/&~$<0~$?%|~$:n~$[:~$9l/&"
     "~$<.~$?$|~$:q~$[3~$9s/&~$<,~$?#|~$7+~#n(~$:_~$[,~$9z/&~$<*FEE|SA~#c#%aXD~#($~#4$+f~#k(FE"},
    {family::v_auto, {12, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&qWCFWCE$>E|SAQ$[TBR$!X~#9$(}~$;#UF(%E,#)&%<EE|~$ge~$c}~$c./&~$n_!!|~$de-%~$c}~$c+/&~$n"
     "@!#|~$dh~$ju~$c8/&~$n;!$|~$dk~$jn~$c@/&~$n7!%|~$dn~$jg~$cb/&~$f3F~$g%|~$dq~$j`~$ci/&~$f1~$h%|~$d"
     "t~$j>~$cp/&~$f/~$h$|~$dw~$j6~$cw/&~$f-~$h#|~$a+~$g(~$de~$j/~$c}/(~$f+FEE|SA~#k#%eXD~#4$~#2$+k~#u"
     ")FE"},
    {family::v_auto, {12, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&qWCFE)'WC$?|SAQ$_TBR$!X~#`$(}~$?#U~$c#,'(%E,#)&%<EE|~$re$!S~#v#1$~$q}~$q//&~$}_!!|~$rf"
     "~$n(+)~$q}~$q+/&~$}@!#|~$rh~$xx~$q_/&~$};!$|~$rk~$xq~$qf/&~$}7!%|~$rn~$xj~$qm/&~$t3F~$u%|~$rq~$x"
     "c~$qt/&~$t1~$v%|~$rt~$x[~$q{/&~$t/~$v$|~$rw~$x9~$q}/,~$t-~$v#|~$o+~$u(~$re~$x2~$q}/3~$t+FEE|SA~#"
     "y#%eXD~$8#+(&#E+m~$$)FE"},
    {family::v_auto, {12, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&qWCFE)/WC$?|SAQ$bTBR$!X~#k$(}~$]#U~$f#,2(%E,#)&%<EE|~%!e$!SS~$'#2$*,~%$}~%$//&~%/_!!|~"
     "%%f~$r(+3~%$}~%$//&~%/@!#|~%%h~%+{~%$j/&~%/;!$|~%%k~%+t~%$q/&~%/7!%|~%%n~%+m~%$x/&~%'3F~%(%|~%%q"
     "~%+f~%$}/)~%'1~%)%|~%%t~%+_~%$}/0~%'/~%)$|~%%w~%+<~%$}/7~%'-~%)#|~%!+~%((~%%e~$}7~%/7~%$z/&~%'+F"
     "EE|SA~$,#%eXD~$b%+0&#E+m~$.)FE"},
    {family::v_auto, {12, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&qWCFE)7WC$?|SAQ$eTBR$!X~#v$(}~$`#U~$i#,>(%E,#)&%<EE|~%-e$!SSS~$3#3$*5~%2}~%23/&~%>_!!|"
     "~%3f~$v(+>~%2}~%23/&~%>@!#|~%3h~%9}~%2w/&~%>;!$|~%3k~%9w~%2}/&~%>7!%|~%3n~%9p~%2}/-~%53F~%6%|~%3"
     "q~%9i~%2}/4~%51~%7%|~%3t~%9b~%2}/;~%5/~%7$|~%3w~%/]~%>^~%2s/&~%5-~%7#|~%0+~%6(~%3e~%/a~%>7~%2z/&"
     "~%5+FEE|SA~$:#%eXD~$b%+:&#E+m~$8)FE"},
    {family::v_auto, {12, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&qWCFE)@WC$?|SAQ$hTBR$!X~$&$(}~$c#U~$l#,d(%E,#)&%<EE|~%8e$!S!!~$@#4$*?~%[}~%[7/&~%g_!!|"
     "~%]f~$z(+c~%[}~%[7/&~%g@!#|~%]h~%c}~%[}//~%g;!$|~%]k~%cz~%[}/1~%g7!%|~%]n~%cs~%[}/8~%_3F~%`%|~%]"
     "q~%cl~%[}/@~%_1~%a%|~%]t~%>g~%gi~%[l/&~%_/~%a$|~%]w~%>k~%g^~%[s/&~%_-~%a#|~%?+~%`(~%]e~%>o~%g7~%"
     "[z/&~%_+FEE|SA~$d#%eXD~$b%+`&#E+m~$^)FE"},
    {family::v_auto, {12, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&qWCFE)cWC$?|SAQ$hTBR$!SX~$/$RAQ*&(vWCU~$o#,o(%E,#)&%<EE|~%be$!S!!~$f#4$+)*?~%j}~%j;/&~"
     "%u_!!|~%kf~%#(+m~%j}~%j;/&~%u@!#|~%kh~%q}~%j}~%j6/&~%u;!$|~%kk~%q}~%j}~%j6/&~%u7!%|~%kn~%qv~%j}~"
     "%j</&~%m3F~%n%|~%kq~%gq~%ut~%je/&~%m1~%o%|~%kt~%gu~%ui~%jl/&~%m/~%o$|~%kw~%gy~%u^~%js/&~%m-~%o#|"
     "~%h+~%n(~%ke~%g}~%u8~%jz/&~%m+FEE|SA~$r#%eXD~$b%+j&#E+m~$h)FE"},
    {family::v_auto, {12, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&qWCFE)kWC$?|SAQ$hTBR$!SSX~$8$RAQ*/(oWCU~$r#,z(%E,#)&%<EE|~%pe~%s$~%u%4$+3*?~%x}~%x@/&~"
     "&(_!!|~%yf~%'(+w~%x}~%x@/&~&(@!#|~%yh~&$}~%x}~%x`/&~&(;!$|~%yk~&$}~%x}~%x`/&~&(7!%|~%yn~%u{~&(}~"
     "%xa/&~%{3F~%}%|~%yq~%u}~&(w~%xe/&~%{1~&!%|~%yt~%u}~&(p~%xl/&~%{/~&!$|~%yw~%u}~&(i~%xs/&~%{-~&!#|"
     "~%v+~%}(~%ye~%u}~&(b~%xz/&~%{+FEE|SA~%%#%eXD~$b%+t&#E+m~$r)FE"},
    {family::v_auto, {12, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&qWCFE)sWC$?|SAQ$hTBR$!SSSX~$]$RAQ*8(hWCU~$u#,},((%E,#)&%<EE|~&#e~&&%~&'$4$+>*?~&+}~&+_"
     "/&~&6_!!|~&,f~%+(+}~&+}~&+d/&~&6@!#|~&,h~&(}+-~%{}~&+`/&~&6;!$|~&,k~&(}~%%(~&6}~&+e/&~&67!%|~&,n"
     "~&(}~&6}~&+n/&~&.3F~&/%|~&,q~&(}~&6}~&+n/&~&.1~&0%|~&,t~&(}~&6}~&+n/&~&./~&0$|~&,w~&(}~&6w~&+s/&"
     "~&.-~&0#|~&)+~&/(~&,e~&(}~&6p~&+z/&~&.+FEE|SA~%3#%eXD~$b%+}~$;#~$9$+k~$})FE"},
    {family::v_auto, {12, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&qWCFE){WC$?|SAQ$hTBR$!S!!X~$f$RAQ*](aWCU~$x#,},3(%E,#)&%<EE|~&1e~&4*4$+c*?~%s}~&9c/&~&"
     "`_!!|~&:f~%/(+}+-~&#}~&9d/&~&`@!#|~&:h~&,}~&62~&`}~&9i/&~&`;!$|~&:k~&6}~&66~&`}~&9e/&~&`7!%|~&:n"
     "~&6}~&`}~&9}/&~&<3F~&>%|~&:q~&6}~&`}~&9}/&~&<1~&?%|~&:t~&6}~&`}~&9}/&~&</~&?$|~&:w~&6}~&`}~&9}/&"
     "~&<-~&?#|~&7+~&>(~&:e~&6}~&`}~&9}/&~&<+FEE|SA~%]#%eXD~$b%+}++&#E+m~%+)FE"},
    {family::v_auto, {12, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&#AQ($&hWCFE)})&WC$?|SAQ$hTBR$!S!!X~$n$RAQ*(42*/(?WCU~${#,},?(%E,#)&%<EE|~&@e~&^*4$+m*>"
     "~&&}~&ch/&~&n_!!|~&df~%<(+}+-~%+$/-,}~&c_/&~&n@!#|~&dh~&:}~&`[~&n}~&ci/&~&n;!$|~&dk~&`}~&``~&n}~"
     "&ce/&~&n7!%|~&dn~&`}~&n}~&c}/4~&f3F~&g%|~&dq~&`}~&n}~&c}/4~&f1~&h%|~&dt~&`}~&n}~&c}/4~&f/~&h$|~&"
     "dw~&`}/}~&c}/4~&f-~&h#|~&a+~&g(~&de~&`}/}~&c}/4~&f+FEE|SA~%k#%eXD~$b%+}+5&#E+m~%5)FE"},
    {family::v_auto, {12, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&#AQ(+&cWCFE)}).WC$?|SAQ$hTBR$!S!!X~$v$RAQ*(4)?2*/(7WCU~%##,},e(%EF&#%_E|~&ie~&l*4$+w*4"
     "~%/$.,,}~&qc/&~&;&~'$<!!|~&rf~%e(+}+-~%+$/;,}~&q_/&~&}@!#|~&rh~&d}~&nj~&}}~&qi/&~&};!$|~&rk~&n}~"
     "&nn~&}}~&qe/&~&}7!%|~&rn~&n}/}~&q}/^~&t3F~&u%|~&rq~&n}/}~&q}/^~&t1~&v%|~&rt~&n}/}~&}g~&ql/&~&t/~"
     "&v$|~&rw~&n}/}~&}`~&qs/&~&t-~&v#|~&o+~&u(~&re~&n}/}~&}>~&qz/&~&t+FEE|SA~%y#%eXD~$b%+}+@&#E+m~%@)"
     "FE"},
    {family::v_auto, {12, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&#AQ(2&^WCE)&FE)}).WC$?|SAQ$hTBR$!S!!X~%#$RAQ*(4)+3*/(7WCUFE~#g$.',},g(%EF&#%_E|~&we~&z"
     "*4$+w*4~&}1~#z%~&^}~'$k/&~&e&~'2<!!|~'%f~%s(+}+-~&n2/;,}~'$_/&~'/@!#|~'%h~&r}~&}x~'/}~'$i/&~'/;!"
     "$|~'%k~&}}~&}}~'/}~'$e/&~'/7!%|~'%n~&}}/}~'/}~'$e/&~''3F~'(%|~'%q~&}}/}~'/}~'$e/&~''1~')%|~'%t~&"
     "}}/}~'/u~'$l/&~''/~')$|~'%w~&}}/}~'/n~'$s/&~''-~')#|~'!+~'((~'%e~&}}/}~'/g~'$z/&~''+FEE|SA~&,#%e"
     "XD~$b%+}+e&#E+m~%e)FE"},
    {family::v_auto, {12, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&rAQWCE+$)})5WC+#$>E|SAQ$wTBR'&X~%<$R(}~&?%UE.&S/,,},g+!'%5$)*%8!!|~'0}~'6}~'/`~'>}~'2s"
     "~'85~'[4!$|~'0}~'6}~'/g~'>}~'2n~'8>)'~'4%EE|~'0}~'6x~'/r~'>}~'2i~'8^F~'6'|~'0}~'6q~'/}~'>}~'2h~'"
     "8?E##!%|~'0}~'6j~&}}~'>}~'2q~'8:~'5%~'7&|~'0}~'6c~&n}~'>}~'2z~'86~'5(~'7%|~'0}~'6[~&`}~'>}~'2}~'"
     "89~'5+~'7$|~'0}~'69~&6}/}~'2}~'8?~'5.~'7#|~'0}~'62~&(}/}~'>[~'2t~'8*~'51FEE|SA~&7#%fXDFACUE~$9#F"
     "S+}+f~%0#%e~%m3##"},
    {family::v_auto, {12, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&rAQWCE+.)})5WC+#$>E|SAQ$wTBR'&X~%b$R(}~&?%UE.&S/:,},g+!'%5$)*%8!!|~'?}~'`}~'>n~'g}~'[s"
     "~'b5~'j4!$|~'?}~'`}~'>u~'g}~'[n~'b>)'~'^%EE|~'?}~'`x~'>}~'g}~'[m~'b^F~'`'|~'?}~'`q~'/}~'g}~'[v~'"
     "b?E##!%|~'?}~'`j~&}}~'g}~'[}~'b>~'_%~'a&|~'?}~'`c~&n}~'g}~'[}~'b^~'_(~'a%|~'?}~'`[~&`}/}~'[}~'bc"
     "~'_+~'a$|~'?}~'`9~&6}/}~'gg~'[n~'b.~'_.~'a#|~'?}~'`2~&(}/}~'gj~'[t~'b*~'_1FEE|SA~&a#%fXDFACUE~$9"
     "#FS+}+p~%:#%e~%w3##"},
    {family::v_auto, {13, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_auto, {13, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {13, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'XD@"
     "#%%F?!FE"},
    {family::v_auto, {13, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|ubh!x,E|u^e!w-FEEE|r+x"
     "+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_auto, {13, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%##"},
    {family::v_auto, {13, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~#<"
     "1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_auto, {13, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%!WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#`t~#[.~#b2F#!!!|~#?1'+"
     "~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_auto, {13, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o&WCU~#q<E|~#n_~#k`%#"
     "~#m'~#q8EE|~#nb~#k^%!~#m*~#q4!!|~#ne~#k^~#q-~#a#~#u,!#|~#nh~#k^~#q)~#m+)$!$|~#n}~#j0~#p6EF~#n$|~"
     "#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~#/+##"},
    {family::v_auto, {13, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!&WC$!E$4E|SAQ$7TBR$!X~#.#'cF%#~#r&U%'E%7EE|~#}[~#yj~$!&~#{*~$$8!!|~#}_~#yh%#~#{/~$$4"
     "!#|~#}b~#yf%!~#{2~$$0!$|~#}e~#yf~$$5~#s#)'~#{%E|~#}h~#yf~$$1~#{+F~#}&|~#}k~#yf~$$-~#{-~$!&|~#}n~"
     "#yf~$$)~#{/~$!%|~#v7'+~#}[~#x:~$#2~#{%~$!$|~#v>~$'7~#xg~$#.~#{(~$!#|~#v_~$'1~#xi~$#*~#{+FEE|SA~#"
     ":#%>XD~#$#%>~#9-##"},
    {family::v_auto, {13, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!$WC$+E$.!#|SAQ$:TBR$!X~#5#'iF%#~$$$U%3E%/!$|~$/_~$,p%#~$.7~$20!%|~$/b~$,n%!~$.:~$2,!"
     "&|~$/e~$,n~$2>~$*#)$!'|~$/h~$,n~$29~$.(F~$/'|~$/k~$,n~$25~$.*~$0'|~$/n~$,n~$21~$.,~$0&|~$,>~$2_~"
     "$,b~$2-~$..~$0%|~$)>~$5>~$,k~$2)~$.0~$0$|~$)_~$57~$+m~$1.~$.*~$0#|~$)e~$51~$+o~$1*~$.-FEE|SA~#^#"
     "%]XD~#*#%]~#_/##"},
    {family::v_auto, {13, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%cF!!WC$4E$(!&|SAQ$>TBR$!X~#<#'oF%#FWCU%@E%'!'|~$>b~$:v%!~$<^~$[(!(|~$>e~$:v~$[a~$<#F~$>"
     ")|~$>h~$:v~$[]~$<%~$?)|~$>k~$:v~$[>~$<'~$?(|~$>n~$:v~$[9~$<)~$?'|~$>q~$:v~$[5~$<+~$?&|~$7>'+~$[["
     "~$:d~$[1~$<-~$?%|~$7_~$_:~$:s~$[-~$</~$?$|~$7e~$_7~$:s~$[)~$<1~$?#|~$7k~$_1~$9u~$@*~$</FEE|SA~#f"
     "#%aXD~#0#%a~#i1##"},
    {family::v_auto, {13, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&rWCE$[|SAQ$[TBR$!X~#9$(}(!%!WCUF%!E%cE|~$ge~$c}~$c+(%~$&#~$n`EE|~$gh~$c}~$c+/&~$n_!!|~"
     "$de-(~$c}~$c(/&~$n@!#|~$dh~$jr~$c;/&~$n;!$|~$dk~$jk~$c^/&~$n7!%|~$dn~$jd~$ce/&~$f3F~$g%|~$dq~$j]"
     "~$cl/&~$f1~$h%|~$dt~$j:~$cs/&~$f/~$h$|~$dw~$j3~$cz/&~$f-~$h#|~$a+~#v(~$de~$j,~$c}/+~$f+FEE|SA~#k"
     "#%eXD~#4$~#2$+k~#u)FE"},
    {family::v_auto, {13, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&vWCFWCE$[E|SAQ$_TBR$!X~#@$(}((WCUF(%E,#)&%[EE|~$uh~$j}~$q5/&~$}c!!|~$rh-%~$q}~$q2/&~$}"
     "_!#|~$rk~$x}~$q8/&~$}@!$|~$rn~$xu~$q@/&~$};!%|~$rq~$xn~$qb/&~$}7~$u&|~$rt~$xg~$qi/&~$t4~$v&|~$rw"
     "~$x`~$qp/&~$t2~$v%|~$rz~$x>~$qw/&~$t0~$v$|~$r}~$x7~$q}/(~$t.~$v#|~$o+~$u(~$rk~$x/~$q}//~$t,FEE|S"
     "A~#s#%iXD~#2$~#?$+p~$$*FE"},
    {family::v_auto, {13, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&vWCFE)'WC$]|SAQ$bTBR$!X~#f$(}((WCU~$p#,'(%E,#)&%[EE|~%%h$!S~$!#1$~%$}~%$6/&~%/c!!|~%%i"
     "~$}(+)~%$}~%$2/&~%/_!#|~%%k~%+}~%$b/&~%/@!$|~%%n~%+x~%$f/&~%/;!%|~%%q~%+q~%$m/&~%/7~%(&|~%%t~%+j"
     "~%$t/&~%'4~%)&|~%%w~%+c~%${/&~%'2~%)%|~%%z~%+[~%$}/,~%'0~%)$|~%%}~%+:~%$}/3~%'.~%)#|~%!+~%((~%%k"
     "~%+2~%$}/:~%',FEE|SA~$&#%iXD~#'#+(&#E+r~$.*FE"},
    {family::v_auto, {13, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&vWCFE)/WC$]|SAQ$eTBR$!X~#q$(}((WCU~$s#,2(%E,#)&%[EE|~%0h$!SS~$.#2$*,~%2}~%26/&~%>c!!|~"
     "%3i~%%(+3~%2}~%26/&~%>_!#|~%3k~%9}~%2p/&~%>@!$|~%3n~%9{~%2q/&~%>;!%|~%3q~%9t~%2x/&~%>7~%6&|~%3t~"
     "%9m~%2}/)~%54~%7&|~%3w~%9f~%2}/0~%52~%7%|~%3z~%9_~%2}/7~%50~%7$|~%3}~%9>~%2}/?~%5.~%7#|~%0+~%6(~"
     "%3k~%/7~%>7~%2}/+~%5,FEE|SA~$4#%iXD~$n%+0&#E+r~$8*FE"},
    {family::v_auto, {13, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&vWCFE)7WC$]|SAQ$hTBR$!X~#}$(}((WCU~$v#,>(%E,#)&%[EE|~%;h$!SSS~$:#3$*5~%[}~%[:/&~%gc!!|"
     "~%]i~%)(+>~%[}~%[:/&~%g_!#|~%]k~%c}~%[}/(~%g@!$|~%]n~%c}~%[}/(~%g;!%|~%]q~%cw~%[}/-~%g7~%`&|~%]t"
     "~%cp~%[}/4~%_4~%a&|~%]w~%ci~%[}/;~%_2~%a%|~%]z~%cb~%[}/^~%_0~%a$|~%]}~%c>~#k$~%g^~%[z/&~%_.~%a#|"
     "~%?+~%`(~%]k~%>a~%g7~%[}/+~%_,FEE|SA~$^#%iXD~$n%+:&#E+r~$^*FE"},
    {family::v_auto, {13, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&vWCFE)@WC$]|SAQ$kTBR$!X~$,$(}((WCU~$y#,d(%E,#)&%[EE|~%bh$!S!!~$b#4$*?~%j}~%j?/&~%uc!!|"
     "~%ki~%-(+c~%j}~%j?/&~%u_!#|~%kk~%q}~%j}~%j//&~%u@!$|~%kn~%q}~%j}/6~%u;!%|~%kq~%qz~%j}/8~%u7~%n&|"
     "~%kt~%qs~%j}/@~%m4~%o&|~%kw~%ql~%j}/b~%m2~%o%|~%kz~%gg~%ui~%js/&~%m0~%o$|~%k}~%q>~%g2~%u^~%jz/&~"
     "%m.~%o#|~%h+~%n(~%kk~%go~%u7~%j}/+~%m,FEE|SA~$l#%iXD~$n%+`&#E+r~$h*FE"},
    {family::v_auto, {13, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&vWCFE)cWC$]|SAQ$kTBR$!SX~$5$RAQ*&(}VWCU~$}#,o(%E,#)&%[EE|~%ph$!S!!~$m#4$+)*?~%x}~%x^/&"
     "~&(c!!|~%yi~%1(+m~%x}~%x^/&~&(_!#|~%yk~&$}~%x}~%x>/&~&(@!$|~%yn~&$}~%x}~%x>/&~&(;!%|~%yq~&$}~%x}"
     "~%x>/&~&(7~%}&|~%yt~&$v~%x}~%x_/&~%{4~&!&|~%yw~%uq~&(t~%xl/&~%{2~&!%|~%yz~%uu~&(i~%xs/&~%{0~&!$|"
     "~%y}~&$>~%u[~&(^~%xz/&~%{.~&!#|~%v+~%}(~%yk~%u}~&(8~%x}/+~%{,FEE|SA~$z#%iXD~$n%+j&#E+r~$r*FE"},
    {family::v_auto, {13, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&vWCFE)kWC$]|SAQ$kTBR$!SSX~$?$RAQ*/(vWCU~%$#,z(%E,#)&%[EE|~&#h~&&$~&(%4$+3*?~&+}~&+b/&~"
     "&6c!!|~&,i~%5(+w~&+}~&+b/&~&6_!#|~&,k~&2}~&+}~&+g/&~&6@!$|~&,n~&2}~&+}~&+g/&~&6;!%|~&,q~&2}~&+}~"
     "&+g/&~&67~&/&|~&,t~&({~&6}~&+h/&~&.4~&0&|~&,w~&(}~&6w~&+l/&~&.2~&0%|~&,z~&(}~&6p~&+s/&~&.0~&0$|~"
     "&,}~&2>~&(j~&6^~&+z/&~&..~&0#|~&)+~&/(~&,k~&(}~&6b~&+}/+~&.,FEE|SA~%-#%iXD~$n%+t&#E+r~$}*FE"},
    {family::v_auto, {13, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&vWCFE)sWC$]|SAQ$kTBR$!SSSX~$c$RAQ*8(oWCU~%'#,},((%E,#)&%[EE|~&1h~&4%~&5$4$+>*?~&9}~&9f"
     "/&~&`c!!|~&:i~%9(+}~&9}~&9k/&~&`_!#|~&:k~&6}~&[4~&.}~&9`/&~&`@!$|~&:n~&6}+-~&.}~&9g/&~&`;!%|~&:q"
     "~&6}~%3(~&`}~&9l/&~&`7~&>&|~&:t~&6}~&`}~&9u/&~&<4~&?&|~&:w~&6}~&`}~&9u/&~&<2~&?%|~&:z~&6}~&`}~&9"
     "u/&~&<0~&?$|~&:}~&[>~&6x~&`^~&9z/&~&<.~&?#|~&7+~&>(~&:k~&6}~&`p~&9}/+~&<,FEE|SA~%;#%iXD~$n%+}~$9"
     "#~$a$+p~%+*FE"},
    {family::v_auto, {13, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&vWCFE){WC$]|SAQ$kTBR$!S!!X~$l$RAQ*](hWCU~%*#,},3(%E,#)&%[EE|~&@h~&^*4$+c*?~&c}~&cj/&~&"
     "nc!!|~&di~%>(+}+.~&&}~&cj/&~&n_!#|~&dk~&:}+7~&1}~&ck/&~&n@!$|~&dn~&:}~&`2~&n}~&cp/&~&n;!%|~&dq~&"
     "`}~&`6~&n}~&cl/&~&n7~&g&|~&dt~&`}~&n}~&c}/-~&f4~&h&|~&dw~&`}~&n}~&c}/-~&f2~&h%|~&dz~&`}~&n}~&c}/"
     "-~&f0~&h$|~&d}~&j>~&`}~&nh~&cz/&~&f.~&h#|~&a+~&g(~&dk~&`}~&n}~&c}/-~&f,FEE|SA~%e#%iXD~$n%+}++&#E"
     "+r~%5*FE"},
    {family::v_auto, {13, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&#AQ($&mWCFE)})&WC$]|SAQ$kTBR$!S!!X~$t$RAQ*(42*/(aWCU~%-#,},?(%E,#)&%[EE|~&ih~&l*4$+m*?"
     "~&)}~&qn/&~&}c!!|~&ri~%](+}+7~&4}~&qo/&~&}_!#|~&rk~&?}~&n<~&}}~&qt/&~&}@!$|~&rn~&d}~&n[~&}}~&qp/"
     "&~&};!%|~&rq~&n}~&n`~&}}~&ql/&~&}7~&u&|~&rt~&n}~&}}~&q}/;~&t4~&v&|~&rw~&n}~&}}~&q}/;~&t2~&v%|~&r"
     "z~&n}~&}}~&q}/;~&t0~&v$|~&r}~&x>~&`}~&}v~&qz/&~&t.~&v#|~&o+~&u(~&rk~&n}/}~&q}/;~&t,FEE|SA~%s#%iX"
     "D~$n%+}+5&#E+r~%@*FE"},
    {family::v_auto, {13, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&#AQ(+&hWCFE)}).WC$]|SAQ$kTBR$!S!!X~$}$RAQ*(4)?2*/(?WCU~%0#,},e(%E,#)&%[EE|~&wh~&z*4$+w"
     "*>~&7}~'$s/&~'/c!!|~'%i~%j(+}+7~%<$/-,}~'$j/&~'/_!#|~'%k~&h}~&}f~'/}~'$t/&~'/@!$|~'%n~&r}~&}j~'/"
     "}~'$p/&~'/;!%|~'%q~&}}~&}n~'/}~'$l/&~'/7~'(&|~'%t~&}}/}~'$}/e~''4~')&|~'%w~&}}/}~'$}/e~''2~')%|~"
     "'%z~&}}/}~'/g~'$s/&~''0~')$|~'%}~'+>~&`}~'/}~'$}/,~''.~')#|~'!+~'((~'%k~&}}/}~'/>~'$}/+~'',FEE|S"
     "A~&&#%iXD~$n%+}+@&#E+r~%e*FE"},
    {family::v_auto, {13, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&#AQ(2&cWCFE)})6WC$]|SAQ$kTBR$!S!!X~%)$RAQ*(4)+3*8(7WCU~%3#,},p(%EF&#%cE|~'*h~'-*4$+}+$"
     "*4~%[$.,,}~'2n/&~&o&~'[[!!|~'3i~%w(+}+7~%<$/;,}~'2j/&~'>_!#|~'3k~&v}~'/t~'>}~'2t/&~'>@!$|~'3n~'%"
     "}~'/x~'>}~'2p/&~'>;!%|~'3q~'/}~'/}~'>}~'2l/&~'>7~'6&|~'3t~'/}/}~'>}~'2l/&~'54~'7&|~'3w~'/}/}~'>}"
     "~'2l/&~'52~'7%|~'3z~'/}/}~'>u~'2s/&~'50~'7$|~'3}~'9>~&`}/}~'2}/:~'5.~'7#|~'0+~'6(~'3k~'/}/}~'>g~"
     "'2}/+~'5,FEE|SA~&4#%iXD~$n%+}+e&#E+r~%o*FE"},
    {family::v_auto, {13, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&#AQ(9&^WCE)&FE)})6WC$]|SAQ$kTBR$!S!!X~%1$RAQ*(4)+>*/(7WCUFE~#q$.',},r(%EF&#%cE|~'8h~';"
     "*4$+}~&y'*1~'>1~$)%~&o}~'[v/&~'!&~'j[!!|~']i~&*(+}+7~'/2/;,}~'[j/&~'g_!#|~']k~')}~'>}~'g}~'[z/&~"
     "'g@!$|~']n~'3}~'>}~'g}~'[z/&~'g;!%|~']q~'>}~'/}~'g}~'[z/&~'g7~'`&|~']t~'>}/}~'g}~'[z/&~'_4~'a&|~"
     "']w~'>}/}~'g}~'[z/&~'_2~'a%|~']z~'>}/}~'g}~'[z/&~'_0~'a$|~']}~'c>~&`}/}~'g_~'[z/&~'_.~'a#|~'?+~'"
     "`(~']k~'>}/}~'gu~'[}/+~'_,FEE|SA~&^#%iXD~$n%+}+o&#E+r~%y*FE"},
    {family::v_auto, {13, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&wAQWCE+$)})>WC+#$[E|SAQ$}QTBR'&X~%i$R(}((~&r#UE.&S/,,},r+!'%5$)*%<!!|~'h}~'h'~'n}~'ge~"
     "'u}~'j}~'p7~'x8!$|~'h}~'n}~'gt~'u}~'jy~'p>~'x,!&|~'h}~'n}~'g{~'u}~'jt~'paF~'m'E|~'h}~'n}~'g}~'u}"
     "~'ju~'p^F#!!&|~'h}~'nw~'>}~'u}~'j}~'p?~'m$~'o'|~'h}~'np~'/}~'u}~'j}~'p_~'m'~'o&|~'h}~'ni~&}}~'u}"
     "~'j}~'pd~'m*~'o%|~'h}~'nb~&n}/}~'j}~'pi~'m-~'o$|~'h}~'n@~&`}/}~'ug~'jt~'p.~'m0~'o#|~'h}~'n8~&6}/"
     "}~'uj~'jz~'p*~'m3FEE|SA~&i#%jXDFACUE~$a#FS+}+p~%[#%i~&&5##"},
    {family::v_auto, {13, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&wAQWCE+.)})>WC+#$[E|SAQ$}QTBR'&X~%s$R(}((~&r#UE.&S/:,},r+!'%5$)*%<!!|~'v}~'v'~'}}~'us~"
     "((}~'x}~(#7~(+8!$|~'v}~'}}~'u}~((}~'x}~(#[~(+,!&|~'v}~'}}~'u}~((}~'x}~(#fF~'{'E|~'v}~'}}~'u}~((}"
     "~'x}~(#eF#!!&|~'v}~'}w~'>}~((}~'x}~(#h~'{$~(!'|~'v}~'}p~'/}~((}~'x}~(#m~'{'~(!&|~'v}~'}i~&}}/}~'"
     "x}~(#r~'{*~(!%|~'v}~'}b~&n}/}~((r~'xn~(#2~'{-~(!$|~'v}~'}@~&`}/}~((u~'xt~(#.~'{0~(!#|~'v}~'}8~&6"
     "}/}~((x~'xz~(#*~'{3FEE|SA~&w#%jXDFACUE~$a#FS+}+z~%f#%i~&05##"},
    {family::v_auto, {14, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_auto, {14, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {14, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%'X"
     "D@#%%F?!FE"},
    {family::v_auto, {14, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|ubh!x,E|u^e!w-FEEE|r"
     "+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_auto, {14, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-l%"
     "##"},
    {family::v_auto, {14, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#01~"
     "#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_auto, {14, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%#~#`;|~#`}%#WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#`t~#[.~#b2F"
     "#!!!|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_auto, {14, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o'~#n@|~#n_~#k`~#o&~#"
     "n@|~#nb~#k^%#~#m#~#q<E|~#ne~#k[%!~#m&~#q8EE|~#nh~#k[~#q)~#]#~#u0!!|~#n}~#j.~#p5)$!$|~#n}~#j0~#p6"
     "EF~#n$|~#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9XDy#%9~"
     "#/+##"},
    {family::v_auto, {14, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!'WCE$7|SAQ$7TBR$!X~#.#'cF%#~#s(UE%@|~#}[~#yj~$!(WCU~$$[E|~#}_~#yh~$!&~#{&~$$<EE|~#}b"
     "~#yf%#~#{+~$$8!!|~#}e~#yd%!~#{.~$$4!#|~#}h~#yd~$$1~#o#~$(,!$|~#}k~#yd~$$-~#{+)$!%|~#}n~#yd~$$)~#"
     "{0F~#}%|~#}}~#x<~$#6E##!#|~#v7'+~#}[~#x:~$#2~#{%~$!$|~#v>~$'7~#xg~$#.~#{(~$!#|~#v_~$'1~#xi~$#*~#"
     "{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_auto, {14, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!&WC$%E$4EE|SAQ$:TBR$!X~#5#'iF%#~$$&U%+E%7!!|~$/_~$,p~$0&~$..~$28!#|~$/b~$,n%#~$.3~$2"
     "4!$|~$/e~$,l%!~$.6~$20!%|~$/h~$,l~$29~$&#)'~$.&E|~$/k~$,l~$25~$.+F~$/'|~$/n~$,l~$21~$.-~$0'|~$/q"
     "~$,l~$2-~$./~$0&|~$,>~$2[~$,f~$2)~$.1~$0%|~$)>~$5>~$+k~$12~$.'~$0$|~$)_~$57~$+m~$1.~$.*~$0#|~$)e"
     "~$51~$+o~$1*~$.-FEE|SA~#^#%]XD~#*#%]~#_/##"},
    {family::v_auto, {14, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%cF!$WC$.E$.!$|SAQ$>TBR$!X~#<#'oF%#~$1$U%7E%/!%|~$>b~$:v%#~$<;~$[0!&|~$>e~$:t%!~$<?~$[,!"
     "'|~$>h~$:t~$[]~$8#)$!(|~$>k~$:t~$[>~$<(F~$>(|~$>n~$:t~$[9~$<*~$?(|~$>q~$:t~$[5~$<,~$?'|~$>t~$:t~"
     "$[1~$<.~$?&|~$7>'+~$[>~$:h~$[-~$<0~$?%|~$7_~$_>~$:q~$[)~$<2~$?$|~$7e~$_7~$9s~$@.~$<,~$?#|~$7k~$_"
     "1~$9u~$@*~$</FEE|SA~#f#%aXD~#0#%a~#i1##"},
    {family::v_auto, {14, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%gF!!WC$7E$(!'|SAQ$[TBR$!X~#_#'uF%#FWCU%_E%'!(|~$ge~$d}%!~$fb~$j(!)|~$gh~$d}~$je~$f#F~$g"
     "*|~$gk~$d}~$ja~$f%~$h*|~$gn~$d}~$j]~$f'~$h)|~$gq~$d}~$j>~$f)~$h(|~$gt~$d}~$j9~$f+~$h'|~$d_~$jk~$"
     "dd~$j5~$f-~$h&|~$a_~$m>~$dy~$j1~$f/~$h%|~$ae~$m:~$dy~$j-~$f1~$h$|~$ak~$m7~$dy~$j)~$f3~$h#|~$aq~$"
     "m1~$c{~$i*~$f1FEE|SA~#n#%eXD~#6#%e~#s3##"},
    {family::v_auto, {14, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&wWCE$_|SAQ$_TBR$!X~#@$(}()%!WCUF%!E%gE|~$uh~$j}~$q2(%~$0#~$}dEE|~$uk~$q}~$q2/&~$}c!!|~"
     "$rh-(~$q}~$q//&~$}_!#|~$rk~$xy~$q;/&~$}@!$|~$rn~$xr~$q^/&~$};!%|~$rq~$xk~$qe/&~$}7~$u&|~$rt~$xd~"
     "$ql/&~$t4~$v&|~$rw~$x]~$qs/&~$t2~$v%|~$rz~$x:~$qz/&~$t0~$v$|~$r}~$x4~$q}/+~$t.~$v#|~$o+~$#(~$rk~"
     "$x,~$q}/2~$t,FEE|SA~#s#%iXD~#2$~#?$+p~$$*FE"},
    {family::v_auto, {14, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&{WCFWCE$_E|SAQ$bTBR$!X~#a$(}(/WCUF(%E,#)&%`EE|~%(k~$q}~%$</&~%/g!!|~%%k-%~$x}~%$9/&~%/"
     "c!#|~%%n~%+}~%$@/&~%/_!$|~%%q~%+}~%$@/&~%/@!%|~%%t~%+u~%$b/&~%/;!&|~%%w~%+n~%$i/&~%'7F~%(&|~%%z~"
     "%+g~%$p/&~%'5~%)&|~%%}~%+a~%$w/&~%'3~%)%|~%%}~%+]~%$}/(~%'1~%)$|~%%}~%+>~%$}//~%'/~%)#|~%!+~%((~"
     "%%q~%+/~$q}/6~%'-FEE|SA~#{#%mXD~#?$~#<$+u~$.+FE"},
    {family::v_auto, {14, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&{WCFE)'WC$`|SAQ$eTBR$!X~#l$(}(/WCU~%!#,'(%E,#)&%`EE|~%3k$!S~$)#1$~%+}~%2>/&~%>g!!|~%3l"
     "~%/(+)~%2}~%29/&~%>c!#|~%3n~%9}~%2i/&~%>_!$|~%3q~%9}~%2i/&~%>@!%|~%3t~%9x~%2m/&~%>;!&|~%3w~%9q~%"
     "2t/&~%57F~%6&|~%3z~%9j~%2{/&~%55~%7&|~%3}~%9d~%2}/,~%53~%7%|~%3}~%9`~%2}/3~%51~%7$|~%3}~%9[~%2}/"
     ":~%5/~%7#|~%0+~%6(~%3q~%92~%2}/]~%5-FEE|SA~$.#%mXD~$l#+(&#E+w~$8+FE"},
    {family::v_auto, {14, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&{WCFE)/WC$`|SAQ$hTBR$!X~#w$(}(/WCU~%%#,2(%E,#)&%`EE|~%?k$!SS~$5#2$*,~%[}~%[>/&~%gg!!|~"
     "%]l~%3(+3~%[}~%[>/&~%gc!#|~%]n~%c}~%[w/&~%g_!$|~%]q~%c}~%[w/&~%g@!%|~%]t~%c{~%[x/&~%g;!&|~%]w~%c"
     "t~%[}/)~%_7F~%`&|~%]z~%cm~%[}/0~%_5~%a&|~%]}~%cg~%[}/7~%_3~%a%|~%]}~%cc~%[}/?~%_1~%a$|~%]}~%c_~%"
     "[}/a~%_/~%a#|~%?+~%`(~%]q~%>7~%g7~%[}/2~%_-FEE|SA~$<#%mXD~$z%+0&#E+w~$^+FE"},
    {family::v_auto, {14, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&{WCFE)7WC$`|SAQ$kTBR$!X~$'$(}(/WCU~%(#,>(%E,#)&%`EE|~%ek$!SSS~$]#3$*5~%j}~%j]/&~%ug!!|"
     "~%kl~%7(+>~%j}~%j]/&~%uc!#|~%kn~%q}~%j}//~%u_!$|~%kq~%q}~%j}//~%u@!%|~%kt~%q}~%j}//~%u;!&|~%kw~%"
     "qw~%j}/4~%m7F~%n&|~%kz~%qp~%j}/;~%m5~%o&|~%k}~%qj~%j}/^~%m3~%o%|~%k}~%qf~%j}/e~%m1~%o$|~%k}~%q_~"
     "%5$~%u^~%j}/+~%m/~%o#|~%h+~%n(~%kq~%ga~%u7~%j}/2~%m-FEE|SA~$f#%mXD~$z%+:&#E+w~$h+FE"},
    {family::v_auto, {14, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&{WCFE)@WC$`|SAQ$nTBR$!X~$2$(}(/WCU~%+#,d(%E,#)&%`EE|~%pk$!S!!~$i#4$*?~%x}~%xa/&~&(g!!|"
     "~%yl~%;(+c~%x}~%xa/&~&(c!#|~%yn~&$}~%x}~%x6/&~&(_!$|~%yq~&$}~%x}~%x6/&~&(@!%|~%yt~&$}~%x}/>~&(;!"
     "&|~%yw~&$z~%x}/@~%{7F~%}&|~%yz~&$s~%x}/b~%{5~&!&|~%y}~&$m~%x}/i~%{3~&!%|~%y}~&$f~%8$~&(i~%xz/&~%"
     "{1~&!$|~%y}~&$_~%u2~&(^~%x}/+~%{/~&!#|~%v+~%}(~%yq~%uo~&(7~%x}/2~%{-FEE|SA~$t#%mXD~$z%+`&#E+w~$r"
     "+FE"},
    {family::v_auto, {14, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&{WCFE)cWC$`|SAQ$nTBR'%X~$>$(}(/WCU~%.#,o(%E,#)&%`EE|~&#h$%S!#~$u#~&1(*_~&+}~&+e/&~&6g!"
     "!|~&,l~%@(+m~&+}~&+e/&~&6c!#|~&,n~&2}~&+}~&+`/&~&6_!$|~&,q~&2}~&+}~&+`/&~&6@!%|~&,t~&2}~&+}~&+`/"
     "&~&6;!&|~&,w~&2}~&+}~&+`/&~&.7F~&/&|~&,z~&2v~&+}~&+f/&~&.5~&0&|~&,}~&2m~%;$~&6t~&+s/&~&.3~&0%|~&"
     ",}~&2f~&(2~&6i~&+z/&~&.1~&0$|~&,}~&2_~&([~&6^~&+}/+~&./~&0#|~&)+~&/(~&,q~&(}~&68~&+}/2~&.-FEE|SA"
     "~%'#%mXD~$z%+j&#E+w~$}+FE"},
    {family::v_auto, {14, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&{WCFE)kWC$`|SAQ$nTBR'&X~$b$RAQ*&(}('WCU~%1#,z(%E,#)&%`EE|~&1h$%S!#~%%#~&@)+$*c~&9}~&9i"
     "/&~&`g!!|~&:l~%_(+w~&9}~&9i/&~&`c!#|~&:n~&[}~&9}~&9n/&~&`_!$|~&:q~&[}~&9}~&9n/&~&`@!%|~&:t~&[}~&"
     "9}~&9n/&~&`;!&|~&:w~&[}~&9}~&9n/&~&<7F~&>&|~&:z~&6{~&`}~&9o/&~&<5~&?&|~&:}~&[m~&62~&`t~&9s/&~&<3"
     "~&?%|~&:}~&[f~&6[~&`i~&9z/&~&<1~&?$|~&:}~&[_~&6j~&`^~&9}/+~&</~&?#|~&7+~&>(~&:q~&6}~&`b~&9}/2~&<"
     "-FEE|SA~%5#%mXD~$z%+t&#E+w~%++FE"},
    {family::v_auto, {14, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&{WCFE)sWC$`|SAQ$nTBR'&SX~$k$RAQ*/(}VWCU~%4#,},((%E,#)&%`EE|~&@h$%S!#~%0#5$+3*c~&c}~&cm"
     "/&~&ng!!|~&dl~%c(+}~&c}~&cr/&~&nc!#|~&dn~&`}~&j;~&<}~&c`/&~&n_!$|~&dq~&`}~&j4~&<}~&cg/&~&n@!%|~&"
     "dt~&`}+-~&<}~&cn/&~&n;!&|~&dw~&`}~%](~&n}~&cs/&~&f7F~&g&|~&dz~&`}~&n}~&c}/&~&f5~&h&|~&d}~&jm~&`["
     "~&nt~&cs/&~&f3~&h%|~&d}~&jf~&`j~&ni~&cz/&~&f1~&h$|~&d}~&j_~&`x~&n^~&c}/+~&f/~&h#|~&a+~&g(~&dq~&`"
     "}~&np~&c}/2~&f-FEE|SA~%_#%mXD~$z%+}~$a#~$_$+u~%5+FE"},
    {family::v_auto, {14, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDVF&{WCFE){WC$`|SAQ$nTBR'&SSX~$t$RAQ*8(vWCU~%7#,},3(%E,#)&%`EE|~&ih$%S!#~%;#5$+>*c~&q}~&qq"
     "/&~&}g!!|~&rl~%g(+}+.~&q}~&qq/&~&}c!#|~&rn~&d}~&x?~&@}~&qk/&~&}_!$|~&rq~&d}+7~&@}~&qr/&~&}@!%|~&"
     "rt~&d}~&n2~&}}~&qw/&~&};!&|~&rw~&n}~&n6~&}}~&qs/&~&t7F~&u&|~&rz~&n}~&}}~&q}/4~&t5~&v&|~&r}~&xm~&"
     "nj~&}t~&qs/&~&t3~&v%|~&r}~&xf~&nx~&}i~&qz/&~&t1~&v$|~&r}~&x_~&n}~&}h~&q}/+~&t/~&v#|~&o+~&u(~&rq~"
     "&n}~&}}~&c}/4~&t-FEE|SA~%m#%mXD~$z%+}++&#E+w~%@+FE"},
    {family::v_auto, {14, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&{WCFE)})&WC$`|SAQ$nTBR'&!!X~%!$RAQ*](oWCU~%:#,},?(%E,#)&%`EE|~&wh$%~&w#~&x$5$+c*c~'$}~"
     "'$u/&~'/g!!|~'%l~%k(+}+8~&7}~'$u/&~'/c!#|~'%n~&h}+]~&^}~'$v/&~'/_!$|~'%q~&h}~&}<~'/}~'${/&~'/@!%"
     "|~'%t~&r}~&}[~'/}~'$w/&~'/;!&|~'%w~&}}~&}`~'/}~'$s/&~''7F~'(&|~'%z~&}}~'/}~'$}/^~''5~')&|~'%}~'+"
     "m~&}x~'/t~'$s/&~''3~')%|~'%}~'+f~&}}~'/s~'$z/&~''1~')$|~'%}~'+_~&n}~'/v~'$}/+~''/~')#|~'!+~'((~'"
     "%q~&}}/}~'$}/^~''-FEE|SA~%{#%mXD~$z%+}+5&#E+w~%e+FE"},
    {family::v_auto, {14, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&#AQ($&rWCFE)}).WC$`|SAQ$nTBR'&!!X~%*$RAQ*(42*/(hWCU~%>#,},e(%E,#)&%`EE|~'*h$%~'*#~&s$5"
     "$+m*c~&:}~'2y/&~'>g!!|~'3l~%o(+}+]~&a}~'2z/&~'>c!#|~'3n~&l}~'/b~'>}~'2}/)~'>_!$|~'3q~&v}~'/f~'>}"
     "~'2{/&~'>@!%|~'3t~'%}~'/j~'>}~'2w/&~'>;!&|~'3w~'/}~'/n~'>}~'2s/&~'57F~'6&|~'3z~'/}/}~'2}/l~'55~'"
     "7&|~'3}~'9m~'/}~'>}~'2u/&~'53~'7%|~'3}~'9f~&}}~'>}~'2}/)~'51~'7$|~'3}~'9_~&n}~'>}~'2}/3~'5/~'7#|"
     "~'0+~'6(~'3q~'/}/}~'>>~'2}/2~'5-FEE|SA~&.#%mXD~$z%+}+@&#E+w~%o+FE"},
    {family::v_auto, {14, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&#AQ(+&mWCFE)})6WC$`|SAQ$nTBR'&!!X~%2$RAQ*(4)?2*/(aWCU~%[#,},p(%E,#)&%`EE|~'8h$%~'8#~&w"
     "$5$+w*b~&d}~'[}UE/&~'gg!!|~']l~%}(+}+]~%i$/-,}~'[u/&~'gc!#|~']n~&z}~'>p~'g}~'[}/)~'g_!$|~']q~')}"
     "~'>t~'g}~'[{/&~'g@!%|~']t~'3}~'>x~'g}~'[w/&~'g;!&|~']w~'>}~'>}~'g}~'[s/&~'_7F~'`&|~']z~'>}/}~'g}"
     "~'[s/&~'_5~'a&|~']}~'cm~'/}~'g}~'[}/-~'_3~'a%|~']}~'cf~&}}~'g}~'[}/7~'_1~'a$|~']}~'c_~&n}/}~'[}/"
     "]~'_/~'a#|~'?+~'`(~']q~'>}/}~'gg~'[}/2~'_-FEE|SA~&<#%mXD~$z%+}+e&#E+w~%y+FE"},
    {family::v_auto, {14, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&#AQ(2&hWCFE)})?WC$`|SAQ$nTBR'&!!X~%:$RAQ*(4)+3*8(?WCU~%_#,},{(%EF&#%gE|~'bh$%~'b#~&{$5"
     "$+}+$*>~%m$.,,}~'jy/&~',&~'x`!!|~'kl~&.(+}+]~%i$/;,}~'ju/&~'uc!#|~'kn~'-}~'g}~'u}~'j}/+~'u_!$|~'"
     "kq~'7}~'g}~'u}~'j}/+~'u@!%|~'kt~']}~'g}~'u}~'j}/+~'u;!&|~'kw~'g}~'>}~'u}~'j}/+~'m7F~'n&|~'kz~'g}"
     "/}~'u}~'j}/+~'m5~'o&|~'k}~'qm~'/}~'u}~'j}/;~'m3~'o%|~'k}~'qf~&}}/}~'j}/a~'m1~'o$|~'k}~'q_~&n}/}~"
     "'u_~'j}/+~'m/~'o#|~'h+~'n(~'kq~'g}/}~'uu~'j}/2~'m-FEE|SA~&f#%mXD~$z%+}+o&#E+w~&(+FE"},
    {family::v_auto, {14, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&#AQ(9&cWCE)&FE)})?WC$`|SAQ$nTBR'&!!X~%^$RAQ*(4)+>*/(?WCUFE~#u$.',},}F(%EF&#%gE|~'ph$%~"
     "'p#~'$$5$+}~'1'*:~'u1~$3%~'%}~'x}(#E/&~':&~(+`!!|~'yl~&<(+}+]~'g2/;,}~'xu/&~((c!#|~'yn~';}~'u}~("
     "(}~'x}~'x2/&~((_!$|~'yq~'a}~'u}~((}~'x}/9~((@!%|~'yt~'k}~'u}~((}~'x}/9~((;!&|~'yw~'u}~'>}~((}~'x"
     "}/9~'{7F~'}&|~'yz~'u}/}~((}~'x}/9~'{5~(!&|~'y}~($m~'/}/}~'x}/e~'{3~(!%|~'y}~($f~&}}/}~((j~'xz/&~"
     "'{1~(!$|~'y}~($_~&n}/}~((m~'x}/+~'{/~(!#|~'v+~'}(~'yq~'u}/}~((}~'j}/9~'{-FEE|SA~&t#%mXD~$z%+}+y&"
     "#E+w~&2+FE"},
    {family::v_auto, {14, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&}AQWCE+$)})aWC+#$_E|SAQ$}$&TBR'&X~%z$R(}(/~'/#UE.&S/,,},}V+!'%5$)*%[!!|~(&}~()-~(/}~(("
     "l~(6},}~(+,~(15~(9<!$|~()}~()-~(/}~((s~(6}~(+}~(1a~(90!&|~()}~(/}~((}~(6}~(+}~(1p)$!(|~()}~(/}~("
     "(}~(6}~(+}~(1sEF~(/(|~()}~(/}~((}~(6}~(+}~(1q~(.#~(0(|~()}~(/}~((}~(6}~(+}~(1o~(.&~(0'|~()}~(/v~"
     "'>}~(6}~(+}~(1s~(.)~(0&|~()}~(/o~'/}/}~(+}~(1x~(.,~(0%|~()}~(/h~&}}/}~(6r~(+t~(12~(./~(0$|~()}~("
     "/a~&n}/}~(6u~(+z~(1.~(.2~(0#|~()}~(/?~&`}/}~(6x~(+}~(1.~(.5FEE|SA~'$#%nXDFACUE~$m#FS+}+z~%l#%m~&"
     ":7##"},
    {family::v_auto, {14, 29, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&}AQWCE+.)})aWC+#$_E|SAQ$}$&TBR'&X~&)$R(}(/~'/#UE.&S/:,},}V+!'%5$)*%[!!|~(4}~(7-~(>}~(6"
     "z~(`},}~(9,~(@5~(c<!$|~(7}~(7-~(>}~(6}~(`}~(9}~(9,~(@>~(c0!&|~(7}~(>}~(6}~(`},}~(9<~(@a)$!(|~(7}"
     "~(>}~(6}~(`},}~(9?~(@bEF~(>(|~(7}~(>}~(6}~(`},}~(9[~(@^~(<#~(?(|~(7}~(>}~(6}~(`}~(9}~(@}~(:%~(?)"
     "|~(7}~(>v~'>}/}~(9}~(9f~(@:~(<)~(?&|~(7}~(>o~'/}/}~(`}~(9o~(@6~(<,~(?%|~(7}~(>h~&}}/}~(`}~(9x~(@"
     "2~(</~(?$|~(7}~(>a~&n}/}~(`}~(9}~(@3~(<2~(?#|~(7}~(>?~&`}/}/}~(9}~(@8~(<5FEE|SA~'2#%nXDFACUE~$m#"
     "FS+}+}+'~%v#%m~&`7##"},
    {family::v_auto, {15, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_auto, {15, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {15, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SABR%"
     "'XD@#%%F?!FE"},
    {family::v_auto, {15, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|=|ubh!x,E|u^e!w-FEEE"
     "|r+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_auto, {15, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#%-"
     "l%##"},
    {family::v_auto, {15, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~#0"
     "1~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_auto, {15, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%#~#`;|~#`}~#`[|~#`}%#WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#`t"
     "~#[.~#b2F#!!!|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_auto, {15, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o'~#n@|~#n_~#k`~#o&~#"
     "n@|~#nb~#k^~#o%~#n@|~#ne~#k[%#~#n[|~#nh~#k?%!WCU~#q<E|~#n}~#j,~#p-~#x0!!|~#n}~#j.~#p5)$!$|~#n}~#"
     "j0~#p6EF~#n$|~#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FEE|SA~#2#%9X"
     "Dy#%9~#/+##"},
    {family::v_auto, {15, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!'WCE$7|SAQ$7TBR$!X~#.#'cF%#~#s(UE%@|~#}[~#yj~$!)~#}_|~#}_~#yh~$!(~#}_|~#}b~#yf~$!&WC"
     "U~$$[E|~#}e~#yd%#~#{'~$$<EE|~#}h~#yb%!~#{*~$$8!!|~#}k~#yb~$$-~#k#~$(0!#|~#}n~#yb~$$)~#{+)'~#{$E|"
     "~#}}~#x:~$#:F~#}%|~#}}~#x<~$#6E##!#|~#v7'+~#}[~#x:~$#2~#{%~$!$|~#v>~$'7~#xg~$#.~#{(~$!#|~#v_~$'1"
     "~#xi~$#*~#{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_auto, {15, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!(WCE$:|SAQ$:TBR$!X~#5#'iF%#~$$(U%#E%@E|~$/_~$,p~$0(~$.&~$2[EE|~$/b~$,n~$0&~$.*~$2<!!"
     "|~$/e~$,l%#~$./~$28!#|~$/h~$,j%!~$.2~$24!$|~$/k~$,j~$25~$!#~$6,!%|~$/n~$,j~$21~$.+)$!&|~$/q~$,j~"
     "$2-~$.0F~$/&|~$/t~$,j~$2)~$.2~$0&|~$,>~$2>~$+i~$16~$.$~$0%|~$)>~$5>~$+k~$12~$.'~$0$|~$)_~$57~$+m"
     "~$1.~$.*~$0#|~$)e~$51~$+o~$1*~$.-FEE|SA~#^#%]XD~#*#%]~#_/##"},
    {family::v_auto, {15, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%cF!&WC$(E$4!!|SAQ$>TBR$!X~#<#'oF%#~$1&U%/E%7!#|~$>b~$:v~$?&~$<2~$[8!$|~$>e~$:t%#~$<7~$["
     "4!%|~$>h~$:r%!~$<:~$[0!&|~$>k~$:r~$[>~$4#)'~$<'E|~$>n~$:r~$[9~$<+F~$>(|~$>q~$:r~$[5~$<-~$?(|~$>t"
     "~$:r~$[1~$</~$?'|~$>w~$:r~$[-~$<1~$?&|~$7>'+~$[:~$:l~$[)~$<3~$?%|~$7_~$_>~$9q~$@2~$<)~$?$|~$7e~$"
     "_7~$9s~$@.~$<,~$?#|~$7k~$_1~$9u~$@*~$</FEE|SA~#f#%aXD~#0#%a~#i1##"},
    {family::v_auto, {15, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%gF!$WC$1E$.!%|SAQ$[TBR$!X~#_#'uF%#~$?$U%;E%/!&|~$ge~$d}%#~$f@~$j0!'|~$gh~$dz%!~$f^~$j,!"
     "(|~$gk~$dz~$ja~$b#)$!)|~$gn~$dz~$j]~$f(F~$g)|~$gq~$dz~$j>~$f*~$h)|~$gt~$dz~$j9~$f,~$h(|~$gw~$dz~"
     "$j5~$f.~$h'|~$d_~$jh~$dh~$j1~$f0~$h&|~$a_~$m[~$dw~$j-~$f2~$h%|~$ae~$m>~$dw~$j)~$f4~$h$|~$ak~$m7~"
     "$cy~$i.~$f.~$h#|~$aq~$m1~$c{~$i*~$f1FEE|SA~#n#%eXD~#6#%e~#s3##"},
    {family::v_auto, {15, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%kF!!WC$:E$(!(|SAQ$_TBR$!X~#f#'{F%#FWCU%cE%'!)|~$uh~$r}~$r%%!~$tf~$x(!*|~$uk~$r}~$r%~$xi"
     "~$t#F~$u+|~$un~$r}~$xk~$t%~$v+|~$uq~$r}~$xg~$t'~$v*|~$ut~$r}~$xc~$t)~$v)|~$uw~$r}~$x_~$t+~$v(|~$"
     "uz~$r}~$x@~$t-~$v'|~$o_'+~$xe~$rj~$x5~$t/~$v&|~$oe~${>~$r}~$x4~$t1~$v%|~$ok~${:~$r}~$x0~$t3~$v$|"
     "~$oq~${7~$r}~$x,~$t5~$v#|~$ow~${1~$q}~$w/~$t3FEE|SA~#v#%iXD~#<#%i~$!5##"},
    {family::v_auto, {15, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&}WCE$b|SAQ$bTBR$!X~#a$(}(0%!WCUF%!E%kE|~%(k~$q}~%$9(%~$:#~%/hEE|~%(n~$x}~%$9/&~%/g!!|~"
     "%%k-(~%$}~%$6/&~%/c!#|~%%n~%+}~%$@/&~%/_!$|~%%q~%+y~%$^/&~%/@!%|~%%t~%+r~%$e/&~%/;!&|~%%w~%+k~%$"
     "l/&~%'7F~%(&|~%%z~%+d~%$s/&~%'5~%)&|~%%}~%+^~%$z/&~%'3~%)%|~%%}~%+?~%$}/+~%'1~%)$|~%%}~%+:~%$}/2"
     "~%'/~%)#|~%!+~$+(~%%q~%+,~$q}/9~%'-FEE|SA~#{#%mXD~#?$~#<$+u~$.+FE"},
    {family::v_auto, {15, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&}&#WCFWCE$bE|SAQ$eTBR$!X~#g$(}(6WCUF(%E,#)&%dEE|~%6n~$x}~%2_/&~%>k!!|~%3n-%~%$}~%2[/&~"
     "%>g!#|~%3q~%9}~%2b/&~%>c!$|~%3t~%9}~%2b/&~%>_!%|~%3w~%9}~%2b/&~%>@!&|~%3z~%9u~%2i/&~%>;~%6'|~%3}"
     "~%9o~%2p/&~%58~%7'|~%3}~%9k~%2w/&~%56~%7&|~%3}~%9g~%2}/(~%54~%7%|~%3}~%9c~%2}//~%52~%7$|~%3}~%9_"
     "~%$}/6~%50~%7#|~%0+~%6(~%3w~%9/~%$}/>~%5.FEE|SA~$(#%qXD~#<$~#d$+z~$8,FE"},
    {family::v_auto, {15, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&}&#WCFE)'WC$c|SAQ$hTBR$!X~#r$(}(6WCU~%/#,'(%E,#)&%dEE|~%]n$!S~$0#1$~%2}~%[`/&~%gk!!|~%"
     "]o~%>(+)(}~%[[/&~%gg!#|~%]q~%c}~%[p/&~%gc!$|~%]t~%c}~%[p/&~%g_!%|~%]w~%c}~%[p/&~%g@!&|~%]z~%cx~%"
     "[t/&~%g;~%`'|~%]}~%cr~%[{/&~%_8~%a'|~%]}~%cn~%[}/,~%_6~%a&|~%]}~%cj~%[}/3~%_4~%a%|~%]}~%cf~%[}/:"
     "~%_2~%a$|~%]}~%cb~%[}/]~%_0~%a#|~%?+~%`(~%]w~%c2~%[}/d~%_.FEE|SA~$6#%qXD~#1#+(&#E+}~$^,FE"},
    {family::v_auto, {15, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&}&#WCFE)/WC$c|SAQ$kTBR$!X~$!$(}(6WCU~%2#,2(%E,#)&%dEE|~%hn$!SS~$<#2$*,(}~%j`/&~%uk!!|~"
     "%ko~%](+3~%j}~%j`/&~%ug!#|~%kq~%q}~%j}/(~%uc!$|~%kt~%q}~%j}/(~%u_!%|~%kw~%q}~%j}/(~%u@!&|~%kz~%q"
     "{~%j}/)~%u;~%n'|~%k}~%qu~%j}/0~%m8~%o'|~%k}~%qq~%j}/7~%m6~%o&|~%k}~%qm~%j}/?~%m4~%o%|~%k}~%qi~%j"
     "}/a~%m2~%o$|~%k}~%qe~%j}/h~%m0~%o#|~%h+~%n(~%kw~%g7~%u7~%[}/9~%m.FEE|SA~$`#%qXD~%+%+0&#E+}~$h,FE"},
    {family::v_auto, {15, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&}&#WCFE)7WC$c|SAQ$nTBR$!X~$-$(}(6WCU~%5#,>(%E,#)&%dEE|~%sn$!SSS~$d#3$*5~%x}~%xd/&~&(k!"
     "!|~%yo~%a(+>~%x}~%xd/&~&(g!#|~%yq~&$}~%x}~%x//&~&(c!$|~%yt~&$}~%x}/6~&(_!%|~%yw~&$}~%x}/6~&(@!&|"
     "~%yz~&$}~%x}/6~&(;~%}'|~%y}~&$x~%x}/;~%{8~&!'|~%y}~&$t~%x}/^~%{6~&!&|~%y}~&$p~%x}/e~%{4~&!%|~%y}"
     "~&$l~%x}/l~%{2~&!$|~%y}~&$e~#y$~&(^~%x}/2~%{0~&!#|~%v+~%}(~%yw~%ua~&(7~%j}/9~%{.FEE|SA~$n#%qXD~%"
     "+%+:&#E+}~$r,FE"},
    {family::v_auto, {15, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&}&#WCFE)@WC$c|SAQ$qTBR$!X~$8$(}(6WCU~%8#,d(%E,#)&%dEE|~&#n$!S!!~$p#4$*?~&+}~&+h/&~&6k!"
     "!|~&,o~%e(+c~&+}~&+h/&~&6g!#|~&,q~&2}~&+}~&+>/&~&6c!$|~&,t~&2}~&+}~&+>/&~&6_!%|~&,w~&2}~&+}~&+>/"
     "&~&6@!&|~&,z~&2}~&+}/`~&6;~&/'|~&,}~&2{~&+}/b~&.8~&0'|~&,}~&2w~&+}/i~&.6~&0&|~&,}~&2s~&+}/p~&.4~"
     "&0%|~&,}~&2l~$$$~&6i~&+}/+~&.2~&0$|~&,}~&2e~&(2~&6^~&+}/2~&.0~&0#|~&)+~&/(~&,w~&(o~&67~%x}/9~&.."
     "FEE|SA~$}#%qXD~%+%+`&#E+}~$},FE"},
    {family::v_auto, {15, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&}&#WCFE)cWC$c|SAQ$tTBR$!X~$_$(}(6WCU~%;#,o(%E,#)&%dEE|~&.n$!S!#~$}#5$*c~&9}~&9l/&~&`k!"
     "!|~&:o~%i(+m~&9}~&9l/&~&`g!#|~&:q~&[}~&9}~&9g/&~&`c!$|~&:t~&[}~&9}~&9g/&~&`_!%|~&:w~&[}~&9}~&9g/"
     "&~&`@!&|~&:z~&[}~&9}~&9g/&~&`;~&>'|~&:}~&[}~&9}~&9h/&~&<8~&?'|~&:}~&[z~&9}~&9m/&~&<6~&?&|~&:}~&["
     "s~$*$~&`t~&9z/&~&<4~&?%|~&:}~&[l~&62~&`i~&9}/+~&<2~&?$|~&:}~&[e~&6[~&`^~&9}/2~&<0~&?#|~&7+~&>(~&"
     ":w~&6}~&`8~&+}/9~&<.FEE|SA~%/#%qXD~%+%+j&#E+}~%+,FE"},
    {family::v_auto, {15, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&}&#WCFE)kWC$c|SAQ$tTBR$!SX~$h$RAQ*&(}(.WCU~%?#,z(%E,#)&%dEE|~&<n$!S!#~%,#5$+)*c~&c}~&c"
     "p/&~&nk!!|~&do~%m(+w~&c}~&cp/&~&ng!#|~&dq~&j}~&c}~&cu/&~&nc!$|~&dt~&j}~&c}~&cu/&~&n_!%|~&dw~&j}~"
     "&c}~&cu/&~&n@!&|~&dz~&j}~&c}~&cu/&~&n;~&g'|~&d}~&j}~&c}~&cv/&~&f8~&h'|~&d}~&jz~$0$~&n}~&cv/&~&f6"
     "~&h&|~&d}~&js~&`2~&nt~&cz/&~&f4~&h%|~&d}~&jl~&`[~&ni~&c}/+~&f2~&h$|~&d}~&je~&`j~&n^~&c}/2~&f0~&h"
     "#|~&a+~&g(~&dw~&`}~&nb~&9}/9~&f.FEE|SA~%>#%qXD~%+%+t&#E+}~%5,FE"},
    {family::v_auto, {15, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDVF&}&#WCFE)sWC$c|SAQ$tTBR$!SSX~$q$RAQ*/(}('WCU~%]#,},((%E,#)&%dEE|~&fn~&i$!!~%7#5$+3*c~&q"
     "}~&qt/&~&}k!!|~&ro~%q(+}~&q}~&qy/&~&}g!#|~&rq~&n}~&x^~&f}~&q`/&~&}c!$|~&rt~&n}~&x;~&f}~&qg/&~&}_"
     "!%|~&rw~&n}~&x4~&f}~&qn/&~&}@!&|~&rz~&n}+-~&f}~&qu/&~&};~&u'|~&r}~&x}~%k)~&}}~&qz/&~&t8~&v'|~&r}"
     "~&xz~&n2~&}}~&qv/&~&t6~&v&|~&r}~&xs~&n[~&}t~&qz/&~&t4~&v%|~&r}~&xl~&nj~&}i~&q}/+~&t2~&v$|~&r}~&x"
     "e~&nx~&}^~&q}/2~&t0~&v#|~&o+~&u(~&rw~&n}~&}p~&c}/9~&t.FEE|SA~%g#%qXD~%+%+}~$_#~$k$+z~%@,FE"},
    {family::v_auto, {15, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&}&#WCFE){WC$c|SAQ$tTBR$!SSSX~$z$RAQ*8(}VWCU~%`#,},3(%E,#)&%dEE|~&tn~&w%~&y%5$+>*c~'$}~"
     "'$x/&~'/k!!|~'%o~%u(+}+.~'$}~'$x/&~'/g!#|~'%q~&r}~'+a~&i}~'$k/&~'/c!$|~'%t~&r}~'+?~&i}~'$r/&~'/_"
     "!%|~'%w~&r}+7~&i}~'$y/&~'/@!&|~'%z~&r}~&}2~'/}~'$}/(~'/;~'('|~'%}~'+}~&}7~'/}~'$z/&~''8~')'|~'%}"
     "~'+z~&}[~'/}~'$v/&~''6~')&|~'%}~'+s~&}j~'/t~'$z/&~''4~')%|~'%}~'+l~&}x~'/i~'$}/+~''2~')$|~'%}~'+"
     "e~&}}~'/h~'$}/2~''0~')#|~'!+~'((~'%w~&}}~'/}~&q}/;~''.FEE|SA~%u#%qXD~%+%+}++&#E+}~%e,FE"},
    {family::v_auto, {15, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDVF&}&#WCFE)})&WC$c|SAQ$tTBR$!S!!X~%($RAQ*](vWCU~%c#,},?(%E,#)&%dEE|~''n~'*&~'+$5$+c*c~'2}"
     "~'2}/&~'>k!!|~'3o~%y(+}+8~'2}~'2}/&~'>g!#|~'3q~&v}~'9d~&l}~'2v/&~'>c!$|~'3t~&v}+]~&l}~'2}/'~'>_!"
     "%|~'3w~&v}~'/<~'>}~'2}/,~'>@!&|~'3z~'%}~'/[~'>}~'2}/(~'>;~'6'|~'3}~'9}~'/a~'>}~'2z/&~'58~'7'|~'3"
     "}~'9z~'/j~'>}~'2v/&~'56~'7&|~'3}~'9s~'/x~'>t~'2z/&~'54~'7%|~'3}~'9l~'/}~'>s~'2}/+~'52~'7$|~'3}~'"
     "9e~&}}~'>v~'2}/2~'50~'7#|~'0+~'6(~'3w~'/}/}~'2}/e~'5.FEE|SA~&(#%qXD~%+%+}+5&#E+}~%o,FE"},
    {family::v_auto, {15, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&}&#WCFE)}).WC$c|SAQ$tTBR$!S!#X~%1$RAQ*f(oWCU~%f#,},e(%E,#)&%dEE|~'5n~'8+5$+m*c~'[}~'[}"
     "(!E/&~'gk!!|~']o~&!(+}+^~&d}~'[}/*~'gg!#|~']q~&z}+g~&o}~'[}/+~'gc!$|~']t~&z}~'>b~'g}~'[}/0~'g_!%"
     "|~']w~')}~'>f~'g}~'[}/,~'g@!&|~']z~'3}~'>j~'g}~'[}/(~'g;~'`'|~']}~'c}~'>o~'g}~'[z/&~'_8~'a'|~']}"
     "~'cz~'>x~'g}~'[v/&~'_6~'a&|~']}~'cs~'>}~'g}~'[}/&~'_4~'a%|~']}~'cl~'/}~'g}~'[}/0~'_2~'a$|~']}~'c"
     "e~&}}~'g}~'[}/:~'_0~'a#|~'?+~'`(~']w~'>}/}~'g>~'2}/9~'_.FEE|SA~&6#%qXD~%+%+}+@&#E+}~%y,FE"},
    {family::v_auto, {15, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&#AQ($&wWCFE)})6WC$c|SAQ$tTBR$!S!#X~%9$RAQ*(42*8(hWCU~%i#,},p(%E,#)&%dEE|~'_n~'b+5$+w*c"
     "~&g},}~'j'/&~'uk!!|~'ko~&&(+}+g~&r}~'j}~'j(/&~'ug!#|~'kq~'#}~'gl~'u}~'j}/4~'uc!$|~'kt~'-}~'gp~'u"
     "}~'j}/0~'u_!%|~'kw~'7}~'gt~'u}~'j}/,~'u@!&|~'kz~']}~'gx~'u}~'j}/(~'u;~'n'|~'k}~'q}~'g}~'u}~'j{/&"
     "~'m8~'o'|~'k}~'qz~'g}~'u}~'j}/*~'m6~'o&|~'k}~'qs~'>}~'u}~'j}/4~'m4~'o%|~'k}~'ql~'/}~'u}~'j}/?~'m"
     "2~'o$|~'k}~'qe~&}}/}~'j}/d~'m0~'o#|~'h+~'n(~'kw~'g}/}~'ug~'[}/9~'m.FEE|SA~&`#%qXD~%+%+}+e&#E+}~&"
     "(,FE"},
    {family::v_auto, {15, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&#AQ(+&rWCFE)})?WC$c|SAQ$tTBR$!S!#X~%]$RAQ*(4)?2*8(aWCU~%l#,},{(%E,#)&%dEE|~'mn~'p+5$+}"
     "+$*b~&u},}~'x,/&~((k!!|~'yo~&3(+}+g~%z$/-,}~'x}/*~((g!#|~'yq~'1}~'uz~((}~'x}/4~((c!$|~'yt~';}~'u"
     "}~((}~'x}/2~((_!%|~'yw~'a}~'u}~((}~'x}/2~((@!&|~'yz~'k}~'u}~((}~'x}/2~((;~'}'|~'y}~($}~'g}~((}~'"
     "x}/3~'{8~(!'|~'y}~($z~'g}~((}~'x}/8~'{6~(!&|~'y}~($s~'>}~((}~'x}/^~'{4~(!%|~'y}~($l~'/}/}~'x}/h~"
     "'{2~(!$|~'y}~($e~&}}/}~((_~'x}/2~'{0~(!#|~'v+~'}(~'yw~'u}/}~((u~'j}/9~'{.FEE|SA~&n#%qXD~%+%+}+o&"
     "#E+}~&2,FE"},
    {family::v_auto, {15, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&#AQ(2&mWCFE)})bWC$c|SAQ$tTBR$!S!#X~%e$RAQ*(4)+3*](?WCU~%o#,},},)(%EF&#%kE|~'{n~(#+5$+}"
     "+.*>~&#$.,,},}~(+'/&~'`&~(9d!!|~(,o~&[(+}+g~%z$/;,}~(+}/*~(6g!#|~(,q~'@}~((}~(6},}~(+9/&~(6c!$|~"
     "(,t~'e}~((}~(6}~(+}~(+9/&~(6_!%|~(,w~'o}~((}~(6}~(+}/[~(6@!&|~(,z~'y}~((}~(6}~(+}/[~(6;~(/'|~(,}"
     "~(2}~'g}~(6}~(+}/]~(.8~(0'|~(,}~(2z~'g}~(6}~(+}/b~(.6~(0&|~(,}~(2s~'>}/}~(+}/l~(.4~(0%|~(,}~(2l~"
     "'/}/}~(6j~(+}/+~(.2~(0$|~(,}~(2e~&}}/}~(6m~(+}/2~(.0~(0#|~()+~(/(~(,w~((}/}~(6}~'x}/[~(..FEE|SA~"
     "&}#%qXD~%+%+}+y&#E+}~&<,FE"},
    {family::v_auto, {15, 29, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&#AQ(9&hWCE)&FE)})bWC$c|SAQ$tTBR$!S!#X~%m$RAQ*(4)+>*8(?WCUFE~$'$.',},},+(%EF&#%kE|~(.n~"
     "(1+5$+}+.*>~(61~$>%~'6},}~(9//&~'n&~(cd!!|~(:o~&j(+}+g~((2/;,}~(9}/*~(`g!#|~(:q~'i}~(6}~(`},}~(9"
     "c/&~(`c!$|~(:t~'s}~(6}~(`},}~(9c/&~(`_!%|~(:w~(!}~(6}~(`},}~(9c/&~(`@!&|~(:z~(,}~(6}~(`}~(9}~(9c"
     "/&~(`;~(>'|~(:}~([}~'g}~(`}~(9}/k~(<8~(?'|~(:}~([z~'g}/}~(9}/p~(<6~(?&|~(:}~([s~'>}/}~(`u~(9z/&~"
     "(<4~(?%|~(:}~([l~'/}/}~(`x~(9}/+~(<2~(?$|~(:}~([e~&}}/}~(`{~(9}/2~(<0~(?#|~(7+~(>(~(:w~(6}/}/}~("
     "9}/j~(<.FEE|SA~'/#%qXD~%+%+}+}+&&#E+}~&b,FE"},
    {family::v_auto, {15, 30, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}&$AQWCE+$)})iWC+#$bE|SAQ$}$,TBR'&X~&0$R(}(6~'c#UE.&S/,,},},++!'%5$)*%`!!|~(<}~(a3~(g}"
     "~(`s~(n},}~(c7~(i5~(q[!$|~(^}~(a3~(g}~(`z~(n},}~(c2~(i>~(q4!&|~(a}~(a3~(g}~(`}~(n}~(c}~(c2~(ia)'"
     "~(e'EE|~(a}~(g}~(`}~(n},}~(cd~(ifF~(g)|~(a}~(g}~(`}~(n},}~(cf~(ibE##!'|~(a}~(g}~(`}~(n},}~(ch~(i"
     "^~(f%~(h(|~(a}~(g}~(`}/}~(c}~(cj~(i?~(f(~(h'|~(a}~(g}~'g}/}~(c}~(cl~(i:~(f+~(h&|~(a}~(gu~'>}/}~("
     "n}~(cu~(i6~(f.~(h%|~(a}~(gn~'/}/}~(n}~(c}~(i4~(f1~(h$|~(a}~(gg~&}}/}~(n}~(c}~(i9~(f4~(h#|~(a}~(g"
     "`~&n}/}/}~(c}~(i?~(f7FEE|SA~':#%rXDFACUE~$y#FS+}+}+'~%}#%q~&j9##"},
    {family::v_auto, {15, 31, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}&$AQWCE+.)})iWC+#$bE|SAQ$}$,TBR'&X~&:$R(}(6~'c#UE.&S/:,},},++!'%5$)*%`!!|~(f}~(o3~(u}"
     "~(n}~(}},}~(q<~(w5~)$[!$|~(l}~(o3~(u}~(n}~(}},}~(q?~(w>~)$4!&|~(o}~(o3~(u}~(n}~(}},}~(q[~(wa)'~("
     "s'EE|~(o}~(u}~(n}~(}},}~(qr~(wfF~(u)|~(o}~(u}~(n}/}~(@}~(qt~(wbE##!'|~(o}~(u}~(n}/}~(f}~(qv~(w^~"
     "(t%~(v(|~(o}~(u}~(n}/}~(}}~(qx~(w?~(t(~(v'|~(o}~(u}~'g}/}~(}}~(qz~(w:~(t+~(v&|~(o}~(uu~'>}/}~(}}"
     "~(q}~(w>~(t.~(v%|~(o}~(un~'/}/}~(}}~(q}~(w^~(t1~(v$|~(o}~(ug~&}}/}/}~(q}~(wc~(t4~(v#|~(o}~(u`~&n"
     "}/}/}~(}7~(k}~(w4~(t7FEE|SA~'d#%rXDFACUE~$y#FS+}+}+1~&+#%q~&t9##"},
    {family::v_auto, {16, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|=|SA-#CUFE"},
    {family::v_auto, {16, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDV%#FFWCE$!|SAQ$!TBR$!X8!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|=|>28![$E|SABR%#XDCU%#FEFE"},
    {family::v_auto, {16, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDV%'FFFWCE$%|SAQ$%TBR$!X_#'#F%#d!Ub!%%|g.d*%#g+|ge|=|=|=|=|=|=|=|=|=|g<^!j(E|g8@!i*FEE|SAB"
     "R%'XD@#%%F?!FE"},
    {family::v_auto, {16, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDV%+F!!WCE$(|SAQ$(TBR$!Xf#')F%#q#Ul!%)|u1r0v$u/|u4r.%#u/|us|=|=|=|=|=|=|=|ubh!x,E|u^e!w-FE"
     "EE|r+x+q/w*F#!E|SAm#%)XDa#%)b###"},
    {family::v_auto, {16, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDV%/F!#WCE$+|SAQ$+TBR$!Xm#'/F%#~##$Uv!%-|~#(4~#%6~#)%~#(3|~#(7~#%4%#~#(4|~#(:~#%2%#~#(3|~#"
     "(}%$|=|=|=|=|=|~#(lr!~#+0E|~#(ho!~#*-)$!!|~#(d~#$(~#*.EFEEE|~#!+'+~#(,~#$.~#**~#'#FEE|SAu#%-XDg#"
     "%-l%##"},
    {family::v_auto, {16, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDV%3F!$WCE$.|SAQ$.TBR$!Xt#'5F%#~#0%UE%3|~#67~#3<~#7&~#67|~#6:~#3:~#7%~#67|~#6>~#38%#~#68|~"
     "#6[~#36%#~#67|~#6}%2|=|=|=|~#6v}!~#94E|~#6ry!~#8-)'E!!|~#6n~#2(~#82F~#6#|~#31~#91~#29~#8.E##EE|~"
     "#01~#<1~#2;~#8*~#5%FEE|SA~#!#%1XDm#%1v'##"},
    {family::v_auto, {16, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDV%7F!%WCE$1|SAQ$1TBR$!X{#';F%#~#>&UE%7|~#`:~#]^~#a'~#`;|~#`>~#][~#a&~#`;|~#`[~#]?~#a%~#`;"
     "|~#`_~#]<%#~#`<|~#`b~#]:%#~#`;|~#`}~#`[|=|~#`}%#WCU~#c8E|~#`}WCU~#b-~#j,!!|~#`x~#[(~#b5F~#_#E|~#"
     "`t~#[.~#b2F#!!!|~#?1'+~#`6~#[4~#b.~#_$~#a#|~#?7~#f1~#[]~#b*~#_'FEE|SA~#*#%5XDs#%5~#%)##"},
    {family::v_auto, {16, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDV%;F!&WCE$4|SAQ$4TBR$!X~#'#']F%#~#f'UE%;|~#n>~#kd~#o(~#n@|~#n[~#kb~#o'~#n@|~#n_~#k`~#o&~#"
     "n@|~#nb~#k^~#o%~#n@|~#ne~#k[%#~#n[|~#nh~#k?%#~#n@|~#n}%-WCU~#q<E|~#n}~#j,~#p-~#x0!!|~#n}~#j.~#p5"
     ")$!$|~#n}~#j0~#p6EF~#n$|~#k7~#q7~#j_~#p2~#m#~#o$|~#h7~#t7~#ja~#p.~#m&~#o#|~#h>~#t1~#jc~#p*~#m)FE"
     "E|SA~#2#%9XDy#%9~#/+##"},
    {family::v_auto, {16, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDV%@F!'WCE$7|SAQ$7TBR$!X~#.#'cF%#~#s(UE%@|~#}[~#yj~$!)~#}_|~#}_~#yh~$!(~#}_|~#}b~#yf~$!'~#"
     "}_|~#}e~#yd~$!&~#}_|~#}h~#yb%#~#{#~$$[E|~#}k~#y`%!~#{&~$$<EE|~#}n~#y`~$$)~#g#~$(4!!|~#}}~#x8~$#5"
     ")'~#z#EE|~#}}~#x:~$#:F~#}%|~#}}~#x<~$#6E##!#|~#v7'+~#}[~#x:~$#2~#{%~$!$|~#v>~$'7~#xg~$#.~#{(~$!#"
     "|~#v_~$'1~#xi~$#*~#{+FEE|SA~#:#%>XD~#$#%>~#9-##"},
    {family::v_auto, {16, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDV%_F!(WCE$:|SAQ$:TBR$!X~#5#'iF%#~$%)UE%_|~$/_~$,p~$0*~$/c|~$/b~$,n~$0(WCU~$2`E|~$/e~$,l~$"
     "0&~$.&~$2[EE|~$/h~$,j%#~$.+~$2<!!|~$/k~$,h%!~$..~$28!#|~$/n~$,h~$21~#y#~$60!$|~$/q~$,h~$2-~$.+)'"
     "~$.%E|~$/t~$,h~$2)~$.3F~$/&|~$/}~$+b~$1:F#!!$|~$,>~$2>~$+i~$16~$.$~$0%|~$)>~$5>~$+k~$12~$.'~$0$|"
     "~$)_~$57~$+m~$1.~$.*~$0#|~$)e~$51~$+o~$1*~$.-FEE|SA~#^#%]XD~#*#%]~#_/##"},
    {family::v_auto, {16, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDV%cF!(WC$!E$:E|SAQ$>TBR$!X~#<#'oF%#~$1(U%'E%@EE|~$>b~$:v~$?(~$<*~$[[!!|~$>e~$:t~$?&~$<.~$"
     "[<!#|~$>h~$:r%#~$<3~$[8!$|~$>k~$:p%!~$<6~$[4!%|~$>n~$:p~$[9~$0#~$`,!&|~$>q~$:p~$[5~$<+)$!'|~$>t~"
     "$:p~$[1~$<0F~$>'|~$>w~$:p~$[-~$<2~$?'|~$>z~$:p~$[)~$<4~$?&|~$7>'+~$>f~$9[~$@6~$<&~$?%|~$7_~$_>~$"
     "9q~$@2~$<)~$?$|~$7e~$_7~$9s~$@.~$<,~$?#|~$7k~$_1~$9u~$@*~$</FEE|SA~#f#%aXD~#0#%a~#i1##"},
    {family::v_auto, {16, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDV%gF!&WC$+E$4!#|SAQ$[TBR$!X~#_#'uF%#~$?&U%3E%7!$|~$ge~$d}~$h&~$f6~$j8!%|~$gh~$dz%#~$f;~$j"
     "4!&|~$gk~$dx%!~$f?~$j0!'|~$gn~$dx~$j]~$^#)'~$f(E|~$gq~$dx~$j>~$f+F~$g)|~$gt~$dx~$j9~$f-~$h)|~$gw"
     "~$dx~$j5~$f/~$h(|~$gz~$dx~$j1~$f1~$h'|~$d_~$je~$dl~$j-~$f3~$h&|~$a_~$m_~$du~$j)~$f5~$h%|~$ae~$m>"
     "~$cw~$i2~$f+~$h$|~$ak~$m7~$cy~$i.~$f.~$h#|~$aq~$m1~$c{~$i*~$f1FEE|SA~#n#%eXD~#6#%e~#s3##"},
    {family::v_auto, {16, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDV%kF!$WC$4E$.!&|SAQ$_TBR$!X~#f#'{F%#~$g$U%@E%/!'|~$uh~$r}~$r%%#~$t_~$x0!(|~$uk~$r}%&~$tb~"
     "$x,!)|~$un~$r}~$r#~$xe~$p#)$!*|~$uq~$r}~$xe~$t(F~$u*|~$ut~$r}~$xa~$t*~$v*|~$uw~$r}~$x]~$t,~$v)|~"
     "$uz~$r}~$x>~$t.~$v(|~$u}~$x8~$rh~$x5~$t0~$v'|~$o_'+~$xb~$rn~$x1~$t2~$v&|~$oe~${[~$r}~$x.~$t4~$v%"
     "|~$ok~${>~$r}~$x*~$t6~$v$|~$oq~${7~$q}~$w1~$t0~$v#|~$ow~${1~$q}~$w/~$t3FEE|SA~#v#%iXD~#<#%i~$!5#"
     "#"},
    {family::v_auto, {16, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDV%oF!!WC$>E$(!)|SAQ$bTBR$!X~#m#'}'$F%#FWCU%gE%'!*|~%(k~$z}~%%+%!~%'j~%+(!+|~%(n~%%}~%%+~%"
     "+m~%'#F~%(,|~%(q~%%}~%%+~%+i~%'%~%),|~%(t~%%}~%+q~%''~%)+|~%(w~%%}~%+m~%')~%)*|~%(z~%%}~%+i~%'+~"
     "%))|~%(}~%+`~%%d~%+>~%'-~%)(|~%%e~%+t~%%j~%+9~%'/~%)'|~%!e~%.[~%%}~%+?~%'1~%)&|~%!k~%.>~%%}~%+:~"
     "%'3~%)%|~%!q~%.:~%%}~%+6~%'5~%)$|~%!w~%.7~%%}~%+2~%'7~%)#|~%!}~%.2~%$}~%*5~%'5FEE|SA~$##%mXD~#^#"
     "%m~$,7##"},
    {family::v_auto, {16, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&}&$WCE$e|SAQ$eTBR$!X~#g$(}(7%!WCUF%!E%oE|~%6n~$x}~%2[(%~$`#~%>lEE|~%6q~%$}~%2[/&~%>k!!"
     "|~%3n-(~%+}~%2>/&~%>g!#|~%3q~%9}~%2b/&~%>c!$|~%3t~%9}~%2b/&~%>_!%|~%3w~%9y~%2e/&~%>@!&|~%3z~%9r~"
     "%2l/&~%>;~%6'|~%3}~%9l~%2s/&~%58~%7'|~%3}~%9h~%2z/&~%56~%7&|~%3}~%9d~%2}/+~%54~%7%|~%3}~%9`~%2}/"
     "2~%52~%7$|~%3}~%9[~%$}/9~%50~%7#|~%0+~$3(~%3w~%9,~%$}/[~%5.FEE|SA~$(#%qXD~#<$~#d$+z~$8,FE"},
    {family::v_auto, {16, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&}&(WCFWCE$eE|SAQ$hTBR$!X~#m$(}(>WCUF(%E,#)&%hEE|~%`q~%$}~%[f/&~%go!!|~%]q-%~%+}~%[c/&~"
     "%gk!#|~%]t~%c}~%[i/&~%gg!$|~%]w~%c}~%[i/&~%gc!%|~%]z~%c}~%[i/&~%g_!&|~%]}~%c}~%[j/&~%g@!'|~%]}~%"
     "cy~%[p/&~%_;F~%`'|~%]}~%cu~%[w/&~%_9~%a'|~%]}~%cq~%[}/(~%_7~%a&|~%]}~%cm~%[}//~%_5~%a%|~%]}~%ci~"
     "%2}/6~%_3~%a$|~%]}~%ce~%2}/>~%_1~%a#|~%?+~%`(~%]}~%c0~%$}/`~%_/FEE|SA~$0#%uXD~#d$~#b$+}~$^0FE"},
    {family::v_auto, {16, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&}&(WCFE)'WC$f|SAQ$kTBR$!X~#x$(}(>WCU~%<#,'(%E,#)&%hEE|~%kq$!S~$7#1$~%9}~%jg/&~%uo!!|~%"
     "kr~%g(+)(}~%jc/&~%uk!#|~%kt~%q}~%jw/&~%ug!$|~%kw~%q}~%jw/&~%uc!%|~%kz~%q}~%jw/&~%u_!&|~%k}~%q}~%"
     "jx/&~%u@!'|~%k}~%q}~%j{/&~%m;F~%n'|~%k}~%qx~%j}/,~%m9~%o'|~%k}~%qt~%j}/3~%m7~%o&|~%k}~%qp~%j}/:~"
     "%m5~%o%|~%k}~%ql~%j}/]~%m3~%o$|~%k}~%qh~%j}/d~%m1~%o#|~%h+~%n(~%k}~%q3~%j}/k~%m/FEE|SA~$?#%uXD~%"
     ")#+(&#E+}+$~$h-FE"},
    {family::v_auto, {16, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&}&(WCFE)/WC$f|SAQ$nTBR$!X~$($(}(>WCU~%@#,2(%E,#)&%hEE|~%vq$!SS~$_#2$*,(}~%xg/&~&(o!!|~"
     "%yr~%k(+3(}~%xg/&~&(k!#|~%yt~&$}~%x}//~&(g!$|~%yw~&$}~%x}//~&(c!%|~%yz~&$}~%x}//~&(_!&|~%y}~&$}~"
     "%x}/0~&(@!'|~%y}~&$}~%x}/3~%{;F~%}'|~%y}~&${~%x}/7~%{9~&!'|~%y}~&$w~%x}/?~%{7~&!&|~%y}~&$s~%x}/a"
     "~%{5~&!%|~%y}~&$o~%x}/h~%{3~&!$|~%y}~&$k~%x}/o~%{1~&!#|~%v+~%}(~%y}~&$3~%j$~&(7~%j}/[~%{/FEE|SA~"
     "$h#%uXD~%7%+0&#E+}+$~$r-FE"},
    {family::v_auto, {16, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&}&(WCFE)7WC$f|SAQ$qTBR$!X~$3$(}(>WCU~%^#,>(%E,#)&%hEE|~&&q$!SSS~$k#3$*5(}~&+k/&~&6o!!|"
     "~&,r~%o(+>~&+}~&+k/&~&6k!#|~&,t~&2}~&+}~&+6/&~&6g!$|~&,w~&2}~&+}~&+6/&~&6c!%|~&,z~&2}~&+}/>~&6_!"
     "&|~&,}~&2}~&+}/?~&6@!'|~&,}~&2}~&+}/]~&.;F~&/'|~&,}~&2}~&+}/`~&.9~&0'|~&,}~&2z~&+}/e~&.7~&0&|~&,"
     "}~&2v~&+}/l~&.5~&0%|~&,}~&2r~&+}/s~&.3~&0$|~&,}~&2k~%m$~&6^~%x}/9~&.1~&0#|~&)+~&/(~&,}~&23~&(2~&"
     "67~%x}/[~&./FEE|SA~$v#%uXD~%7%+:&#E+}+$~$}-FE"},
    {family::v_auto, {16, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&}&(WCFE)@WC$f|SAQ$tTBR$!X~$?$(}(>WCU~%a#,d(%E,#)&%hEE|~&1q$!S!!~$w#4$*?~&9}~&9o/&~&`o!"
     "!|~&:r~%s(+c~&9}~&9o/&~&`k!#|~&:t~&[}~&9}~&9`/&~&`g!$|~&:w~&[}~&9}~&9`/&~&`c!%|~&:z~&[}~&9}~&9`/"
     "&~&`_!&|~&:}~&[}~&9}~&9a/&~&`@!'|~&:}~&[}~&9}/k~&<;F~&>'|~&:}~&[}~&9}/n~&<9~&?'|~&:}~&[}~&9}/q~&"
     "<7~&?&|~&:}~&[y~&9}/w~&<5~&?%|~&:}~&[r~%p$~&`i~&9}/2~&<3~&?$|~&:}~&[k~&62~&`^~&+}/9~&<1~&?#|~&7+"
     "~&>(~&:}~&[3~&6[~&`7~&+}/[~&</FEE|SA~%)#%uXD~%7%+`&#E+}+$~%+-FE"},
    {family::v_auto, {16, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&}&(WCFE)cWC$f|SAQ$wTBR$!X~$e$(}(>WCU~%d#,o(%E,#)&%hEE|~&<q$!S!#~%(#5$*c~&c}~&cs/&~&no!"
     "!|~&dr~%w(+m~&c}~&cs/&~&nk!#|~&dt~&j}~&c}~&cn/&~&ng!$|~&dw~&j}~&c}~&cn/&~&nc!%|~&dz~&j}~&c}~&cn/"
     "&~&n_!&|~&d}~&j}~&c}~&co/&~&n@!'|~&d}~&j}~&c}~&cr/&~&f;F~&g'|~&d}~&j}~&c}~&cu/&~&f9~&h'|~&d}~&j}"
     "~&c}~&cx/&~&f7~&h&|~&d}~&jy~%s$~&nt~&c}/+~&f5~&h%|~&d}~&jr~&`2~&ni~&c}/2~&f3~&h$|~&d}~&jk~&`[~&n"
     "^~&9}/9~&f1~&h#|~&a+~&g(~&d}~&j3~&`j~&n7~&9}/[~&f/FEE|SA~%7#%uXD~%7%+j&#E+}+$~%5-FE"},
    {family::v_auto, {16, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDVF&}&(WCFE)kWC$f|SAQ$wTBR$!SX~$n$RAQ*&(}(5WCU~%g#,z(%E,#)&%hEE|~&fq$!S!#~%3#5$+)*c~&q}~&q"
     "w/&~&}o!!|~&rr~%{(+w~&q}~&qw/&~&}k!#|~&rt~&x}~&q}~&q}/&~&}g!$|~&rw~&x}~&q}~&q}/&~&}c!%|~&rz~&x}~"
     "&q}~&q}/&~&}_!&|~&r}~&x}~&q}~&q}/'~&}@!'|~&r}~&x}~&x.~&q}~&qq/&~&t;F~&u'|~&r}~&x}+*~&q}~&qx/&~&t"
     "9~&v'|~&r}~&x}~%v(~&}}~&q}/'~&t7~&v&|~&r}~&xy~&n2~&}t~&q}/+~&t5~&v%|~&r}~&xr~&n[~&}i~&q}/2~&t3~&"
     "v$|~&r}~&xk~&nj~&}^~&c}/9~&t1~&v#|~&o+~&u(~&r}~&x3~&nx~&}7~&c}/[~&t/FEE|SA~%a#%uXD~%7%+t&#E+}+$~"
     "%@-FE"},
    {family::v_auto, {16, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&}&(WCFE)sWC$f|SAQ$wTBR$!SSX~$w$RAQ*/(}(.WCU~%j#,},((%E,#)&%hEE|~&tq~&w$!!~%?#5$+3*c~'$"
     "}~'${/&~'/o!!|~'%r~&$(+}~'$}~'$}/*~'/k!#|~'%t~&}}~'+e~&t}~'$`/&~'/g!$|~'%w~&}}~'+^~&t}~'$g/&~'/c"
     "!%|~'%z~&}}~'+;~&t}~'$n/&~'/_!&|~'%}~'+}~'+5~&t}~'$u/&~'/@!'|~'%}~'+}+1~&t}~'$}/&~'';F~'('|~'%}~"
     "'+}~&}/~'/}~'$}/+~''9~')'|~'%}~'+}~&}6~'/}~'$}/'~''7~')&|~'%}~'+y~&}[~'/t~'$}/+~''5~')%|~'%}~'+r"
     "~&}j~'/i~'$}/2~''3~')$|~'%}~'+k~&}x~'/^~&q}/9~''1~')#|~'!+~'((~'%}~'+3~&}}~'/]~&q}/[~''/FEE|SA~%"
     "o#%uXD~%7%+}~$k#~$i$+}~%e0FE"},
    {family::v_auto, {16, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDVF&}&(WCFE){WC$f|SAQ$wTBR$!SSSX~%%$RAQ*8(}('WCU~%m#,},3(%E,#)&%hEE|~''q~'*%~',%5$+>*c~'2}"
     "~'2}CUE/&~'>o!!|~'3r~&((+}+.~'2}~'2}/)~'>k!#|~'3t~'%}~'9h~&w}~'2k/&~'>g!$|~'3w~'%}~'9a~&w}~'2r/&"
     "~'>c!%|~'3z~'%}~'9?~&w}~'2y/&~'>_!&|~'3}~'9}+8~&w}~'2}/*~'>@!'|~'3}~'9}~'/6~'>}~'2}//~'5;F~'6'|~"
     "'3}~'9}~'/>~'>}~'2}/+~'59~'7'|~'3}~'9}~'/`~'>}~'2}/'~'57~'7&|~'3}~'9y~'/j~'>t~'2}/+~'55~'7%|~'3}"
     "~'9r~'/x~'>i~'2}/2~'53~'7$|~'3}~'9k~'/}~'>h~'$}/9~'51~'7#|~'0+~'6(~'3}~'93~&}}~'>k~'$}/[~'5/FEE|"
     "SA~&!#%uXD~%7%+}++&#E+}+$~%o-FE"},
    {family::v_auto, {16, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&}&(WCFE)})&WC$f|SAQ$wTBR$!S!!X~%.$RAQ*](}VWCU~%p#,},?(%E,#)&%hEE|~'5q~'8&~'9$5$+c*c~'["
     "},}(%E/&~'go!!|~']r~&,(+}+8~'[}~'[}/-~'gk!#|~']t~')}~'ck~&z}~'[v/&~'gg!$|~']w~')}~'cd~&z}~'[}/'~"
     "'gc!%|~']z~')}+]~&z}~'[}/.~'g_!&|~']}~'c}~'>>~'g}~'[}/3~'g@!'|~']}~'c}~'>`~'g}~'[}//~'_;F~'`'|~'"
     "]}~'c}~'>g~'g}~'[}/+~'_9~'a'|~']}~'c}~'>n~'g}~'[}/'~'_7~'a&|~']}~'cy~'>x~'gt~'[}/+~'_5~'a%|~']}~"
     "'cr~'>}~'gs~'[}/2~'_3~'a$|~']}~'ck~'/}~'gv~'2}/9~'_1~'a#|~'?+~'`(~']}~'c3~&}}~'gy~'2}/[~'_/FEE|S"
     "A~&0#%uXD~%7%+}+5&#E+}+$~%y-FE"},
    {family::v_auto, {16, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDVF&}&(WCFE)}).WC$f|SAQ$wTBR$!S!#X~%7$RAQ*f(vWCU~%s#,},e(%E,#)&%hEE|~'_q~'b+5$+m*c~'j},}~'"
     "j*/&~'uo!!|~'kr~&0(+}+^~'j}~'j}~'j*/&~'uk!#|~'kt~'-}~'qn~'!}~'j}/+~'ug!$|~'kw~'-}+g~'!}~'j}/2~'u"
     "c!%|~'kz~'-}~'gb~'u}~'j}/7~'u_!&|~'k}~'q}~'gg~'u}~'j}/3~'u@!'|~'k}~'q}~'gn~'u}~'j}//~'m;F~'n'|~'"
     "k}~'q}~'gu~'u}~'j}/+~'m9~'o'|~'k}~'q}~'g}~'u}~'j}/'~'m7~'o&|~'k}~'qy~'g}~'u}~'j}/-~'m5~'o%|~'k}~"
     "'qr~'>}~'u}~'[}/7~'m3~'o$|~'k}~'qk~'/}~'u}~'j}/]~'m1~'o#|~'h+~'n(~'k}~'q3~&}}/}~'j}/g~'m/FEE|SA~"
     "&?#%uXD~%7%+}+@&#E+}+$~&(-FE"},
    {family::v_auto, {16, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDVF&#AQ($&}WCFE)})6WC$f|SAQ$wTBR$!S!#X~%@$RAQ*(42*8(oWCU~%v#,},p(%E,#)&%hEE|~'mq~'p+5$+w*c"
     "~'x},}~'x./&~((o!!|~'yr~&4(+}+h~&u},}~'x./&~((k!#|~'yt~'1}+q~'%}~'x}~'x//&~((g!$|~'yw~'1}~'ul~(("
     "}~'x}/;~((c!%|~'yz~';}~'up~((}~'x}/7~((_!&|~'y}~($}~'uu~((}~'x}/3~((@!'|~'y}~($}~'u}~((}~'x}//~'"
     "{;F~'}'|~'y}~($}~'u}~((}~'x}/2~'{9~(!'|~'y}~($}~'g}~((}~'x}/5~'{7~(!&|~'y}~($y~'g}~((}~'x}/;~'{5"
     "~(!%|~'y}~($r~'>}~((}~'x}/a~'{3~(!$|~'y}~($k~'/}/}~'x}/k~'{1~(!#|~'v+~'}(~'y}~($3~&}}/}~((8~'j}/"
     "[~'{/FEE|SA~&h#%uXD~%7%+}+e&#E+}+$~&2-FE"},
    {family::v_auto, {16, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDVF&#AQ(+&wWCFE)})?WC$f|SAQ$wTBR$!S!#X~%c$RAQ*(4)?2*8(hWCU~%y#,},{(%E,#)&%hEE|~'{q~(#+5$+}"
     "+$*c~&x},}~(+2/&~(6o!!|~(,r~&8(+}+q~'(},}~(+3/&~(6k!#|~(,t~'5}~((v~(6},}~(+8/&~(6g!$|~(,w~'@}~(("
     "z~(6}~(+}/;~(6c!%|~(,z~'e}~((}~(6}~(+}/9~(6_!&|~(,}~(2}~((}~(6}~(+}/:~(6@!'|~(,}~(2}~((}~(6}~(+}"
     "/>~(.;F~(/'|~(,}~(2}~((}~(6}~(+}/[~(.9~(0'|~(,}~(2}~'g}~(6}~(+}/_~(.7~(0&|~(,}~(2y~'g}~(6}~(+}/e"
     "~(.5~(0%|~(,}~(2r~'>}/}~(+}/o~(.3~(0$|~(,}~(2k~'/}/}~(6_~'x}/9~(.1~(0#|~()+~(/(~(,}~(23~&}}/}~(6"
     "b~'x}/[~(./FEE|SA~&v#%uXD~%7%+}+o&#E+}+$~&<-FE"},
    {family::v_auto, {16, 29, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDVF&#AQ(2&rWCFE)})bWC$f|SAQ$wTBR$!S!#X~%k$RAQ*(4)+3*](aWCU~%}#,},},)(%E,#)&%hEE|~(.q~(1+5$"
     "+}+.*b~'+},}~(97/&~(`o!!|~(:r~&a(+}+q~&0$/-,},}~(9./&~(`k!#|~(:t~'_}~(6}~(`},}~(9[/&~(`g!$|~(:w~"
     "'i}~(6}~(`},}~(9[/&~(`c!%|~(:z~'s}~(6}~(`}~(9}~(9[/&~(`_!&|~(:}~([}~(6}~(`}~(9}/d~(`@!'|~(:}~([}"
     "~(6}~(`}~(9}/g~(<;F~(>'|~(:}~([}~(6}~(`}~(9}/j~(<9~(?'|~(:}~([}~'g}~(`}~(9}/m~(<7~(?&|~(:}~([y~'"
     "g}/}~(9}/s~(<5~(?%|~(:}~([r~'>}/}~(`j~(9}/2~(<3~(?$|~(:}~([k~'/}/}~(`m~(+}/9~(<1~(?#|~(7+~(>(~(:"
     "}~([3~&}}/}~(`p~(+}/[~(</FEE|SA~')#%uXD~%7%+}+y&#E+}+$~&b-FE"},
    {family::v_auto, {16, 30, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDVF&#AQ(9&mWCFE)})jWC$f|SAQ$wTBR$!S!#X~%s$RAQ*(4)+>*](?WCU~&$#,},},4(%EF&#%oE|~(<q~(@+5$+}"
     "+8*>~&4$.,,},}~(c2/&~'x&~(qh!!|~(dr~&n(+}+q~&0$/;,},}~(c./&~(nk!#|~(dt~'m}~(`}~(n},}~(cj/&~(ng!$"
     "|~(dw~'w}~(`}~(n},}~(cj/&~(nc!%|~(dz~(&}~(`}~(n},}~(cj/&~(n_!&|~(d}~(j}~(`}~(n},}~(ck/&~(n@!'|~("
     "d}~(j}~(`}~(n},}~(cn/&~(f;F~(g'|~(d}~(j}~(`}~(n}~(c}~(cq/&~(f9~(h'|~(d}~(j}~'g}/}~(c}~(ct/&~(f7~"
     "(h&|~(d}~(jy~'g}/}~(nu~(c}/+~(f5~(h%|~(d}~(jr~'>}/}~(nx~(c}/2~(f3~(h$|~(d}~(jk~'/}/}~(n{~(9}/9~("
     "f1~(h#|~(a+~(g(~(d}~(j3~&}}/}~(n}~(+}/^~(f/FEE|SA~'7#%uXD~%7%+}+}+&&#E+}+$~&l-FE"},
    {family::v_auto, {16, 31, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDVF&#AQ([&hWCE)&FE)})jWC$f|SAQ$wTBR$!S!#X~%{$RAQ*(4)+c*8(?WCUFE~$1$.',},},6(%EF&#%oE|~(fq~"
     "(i+5$+}+8*>~(n1~$c%~'c},}~(q:/&~(+&~)$h!!|~(rr~&}(+}+q~(`2/;,},}~(q./&~(}k!#|~(rt~'{}~(n}~(}},}~"
     "(qx/&~(}g!$|~(rw~(*}~(n}~(}},}~(qx/&~(}c!%|~(rz~(4}~(n}~(}},}~(qx/&~(}_!&|~(r}~(x}~(n}~(}},}~(qy"
     "/&~(}@!'|~(r}~(x}~(n}/}~(f}~(q}/&~(t;F~(u'|~(r}~(x}~(n}/}~(}}~(q}/)~(t9~(v'|~(r}~(x}~'g}/}~(}}~("
     "q}/,~(t7~(v&|~(r}~(xy~'g}/}~(}}~(q}/2~(t5~(v%|~(r}~(xr~'>}/}~(}}~(q}/<~(t3~(v$|~(r}~(xk~'/}/}~(}"
     "}~(q}/b~(t1~(v#|~(o+~(u(~(r}~(x3~&}}/}/}~(q}/l~(t/FEE|SA~'a#%uXD~%7%+}+}+0&#E+}+$~&v-FE"},
    {family::v_auto, {16, 32, 2, 0, 0}, false, placement::v, true,
     "AQ#wTBDVF&}&)AQWCE+$)})qWC+#$eE|SAQ$}$2TBR'&X~&]$R(}(>~'{#UE.&S/,,},},6+!'%5$)*%d!!|~(n}~)!9~)(}"
     "~(}z~)/},}~)$^~)*5~)2`!$|~(t}~)!9~)(}~(}}~)/},}~)$^~)*>~)28!&|~(z}~)!9~)(}~(}}~)/},}~)$`~)*a~)2,"
     "!(|~)!}~)!9~)(}~(}}~)/},}~)$b~)*iF~)')E|~)!}~)(}~(}}/}~(^}~)$}~)*hF#!!(|~)!}~)(}~(}}/}~(i}~)$}~)"
     "*f~)'$~)))|~)!}~)(}~(}}/}~)/}~)$}~)*d~)''~))(|~)!}~)(}~(}}/}~)/}~)$}~)*b~)'*~))'|~)!}~)(}~(}}/}~"
     ")/}~)$}~)*`~)'-~))&|~)!}~)({~'g}/}~)/}~)$}~)*_~)'0~))%|~)!}~)(t~'>}/}~)/}~)$}~)*d~)'3~))$|~)!}~)"
     "(m~'/}/}/}~)$}~)*i~)'6~))#|~)!}~)(f~&}}/}/}~)/7~(s}~)*:~)'9FEE|SA~'l#%vXDFACUE~%*#FS+}+}+1~&1#%u"
     "~'#;##"},
    {family::v_auto, {16, 33, 2, 0, 0}, false, placement::v, true,
     "AQ#wTBDVF&}&)AQWCE+.)})qWC+#$eE|SAQ$}$2TBR'&X~&g$R(}(>~'{#UE.&S/:,},},6+!'%5$)*%d!!|~(}}~)09~)6}"
     "~)/}~)>},}~)2j~)85~)[`!$|~)'}~)09~)6}~)/}~)>},}~)2l~)8>~)[8!&|~)-}~)09~)6}~)/}~)>},}~)2n~)8a~)[,"
     "!(|~)0}~)09~)6}~)/}~)>},}~)2p~)8iF~)5)E|~)0}~)6}~)/}/}~)>}~)2}~)8vF#!!(|~)0}~)6}~)/}/}~)>}~)2}~)"
     "8t~)5$~)7)|~)0}~)6}~)/}/}~)>}~)2}~)8r~)5'~)7(|~)0}~)6}~)/}/}~)>}~)2}~)8p~)5*~)7'|~)0}~)6}~)/}/}~"
     ")>}~)2}~)8n~)5-~)7&|~)0}~)6{~'g}/}~)>}~)2}~)8m~)50~)7%|~)0}~)6t~'>}/}/}~)2}~)8r~)53~)7$|~)0}~)6m"
     "~'/}/}/}~)>^~),}~)88~)56~)7#|~)0}~)6f~&}}/}/}~)>a~)&}~)8:~)59FEE|SA~'z#%vXDFACUE~%*#FS+}+}+;~&;#"
     "%u~'-;##"},
    {family::dualpipe_v, {11, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|SA-!H*!"},
    {family::dualpipe_v, {11, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDVF&$WCE$!|SAQ$!TBR$!X7!%#WCU<!UE|>;|=|=|=|=|=|=|=|SABR%#XH.!XDF'!"},
    {family::dualpipe_v, {11, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&)WCE$%|SAQ$%TBR$!X^$($%#WCUb!%%|g.c*g/|ge|=|=|=|=|=|g9@#k+|SABR%'XH?$F'("},
    {family::dualpipe_v, {11, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDVF&.WCE$(|SAQ$(TBR$!Xd$(+%#WCUl!%)|u1q1u3|u4q.u3|us|=|=|=|u_e#y/|r+x+q3y+|SAm#%)XH^$F'."},
    {family::dualpipe_v, {11, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&3WCE$+|SAQ$+TBR$!Xj$(2%#WCUv!%-|~#(4~#$8~#(7|~#(7~#$5~#(7|~#(:~#$2~#(7|~#(}%$|=|~#(io#"
     "~#,3|~#(e~#$+~#,/|~#!+'+~#(-~#$3~#,+|SAu#%-XHb$F'4"},
    {family::dualpipe_v, {11, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&8WCE$.|SAQ$.TBR$!Xp$(9%#WCUE%3|~#67~#2@~#6;|~#6:~#2<~#6;|~#6>~#29~#6;|~#6[~#26~#6;|~#6"
     "sy#~#:7|~#6o~#2+~#:3|~#31~#91~#2@~#:/|~#01~#<1~#2_~#:+|SA~#!#%1XHf$F':"},
    {family::dualpipe_v, {11, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&>WCE$1|SAQ$1TBR$!Xv$([%#WCUE%7|~#`:~#[b~#`@|~#`>~#[_~#`@|~#`[~#[[~#`@|~#`_~#[]~#d;|~#`"
     "b~#[^~#d7|~#`u~#[3~#d3|~#?1'+~#`7~#[;~#d/|~#?7~#f1~#[g~#d+|SA~#*#%5XHj$F'["},
    {family::dualpipe_v, {11, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&^WCE$4|SAQ$4TBR$!X}$(c%#WCUE%;|~#n>~#ji~#n_|~#n[~#jf~#n_|~#n_~#jg~#r@|~#nb~#jh~#r;|~#n"
     "e~#ji~#r7|~#k7~#q;~#jc~#r3|~#h7~#t7~#jk~#r/|~#h>~#t1~#jo~#r+|SA~#2#%9XHn$F'b"},
    {family::dualpipe_v, {11, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&cWCE$7|SAQ$7TBR$!X~#'$(j%#WCUE%@|~#}[~#xp~#}c|~#}_~#xq~$%_|~#}b~#xr~$%@|~#}e~#xs~$%;|~"
     "#}h~#xt~$%7|~#v7'+~$$9~#xg~$%3|~#v>~$'7~#xs~$%/|~#v_~$'1~#xw~$%+|SA~#:#%>XHr$F'h"},
    {family::dualpipe_v, {11, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&hWCE$:|SAQ$:TBR$!X~#-$(q%#WCUE%_|~$/_~$+{~$3c|~$/b~$+}~$3_|~$/e~$+}~$3[|~$/h~$+}~$3>|~"
     "$,>~$2i~$+c~$37|~$)>~$57~$+}~$34|~$)_~$54~$+}~$31|~$)e~$51~$+}~$3.|SA~#^#%]XHv$F'n"},
    {family::dualpipe_v, {11, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&mWCE$>|SAQ$>TBR$!X~#3$(xWCUE)'%_|~$>b~$9}~$9)~$]c|~$>e~$9}~$]j|~$>h~$9}~$]g|~$>k~$9}~$"
     "]d|~$7>'+~$[g~$9g~$]7|~$7_~$_4~$9}~$]@|~$7e~$_1~$9}~$]<|~$7k~$_.~$9}~$]9|SA~#f#%aXHz$F't"},
    {family::dualpipe_v, {11, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&nWKE(!WCE$>|SAQ$[TBR$!X~#>$(yWKRUE+#WC))%_|~$fe~$b}~$b3~$jc|~$fh~$b}~$b4~$j_|~$fk~$b}~"
     "$jq|~$c_~$iu~$bh~$j;|~$`_~$l4~$b}~$jh|~$`e~$l1~$b}~$je|~$`k~$l.~$b}~$jb|~$`q'+~$b}~$j_|SA~#m#%cX"
     "DF~$,%F~#)$'u"},
    {family::dualpipe_v, {11, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&nWKE()WCE$>|SAQ$_TBR$!X~#c$(yWKRUE+-WC))%_|~$sh~$o}~$o>~$wc|~$sk~$o}~$o?~$w_|~$sn~$o}~"
     "$o@~$w@|~$m_'+~$vl~$or~$w;|~$me~$y1~$o}~$wr|~$mk~$y.~$o}~$wo|~$mq'+~$o}~$wl|~$mw'&~$m'JQ~$n}~$v`"
     "|SA~#y#%cXDF~$,#SXJ)$0!~#1$'u"},
    {family::dualpipe_v, {11, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&nWKE(0WCE$>|SAQ$bTBR$!X~#m$(yWKRUE+7WC))%?(#E|~%%k~$}}~$}c~%)^(#E|~%%n~$}}~$}d~%)^E|~%"
     "!e~%(y~$}t~%)@|~$ze~%+1~$}}~$}c~%);|~$zk~%+.~$}}~%)}|~$zq'+~$}}~%)y|~$zw'&~$z.JQ~${}~%(f|~$yx~%$"
     "-~$x)S~%)8~$z}~%'.|SA~$*#%cXDF~$^&),8!~#9$'u"},
    {family::dualpipe_v, {11, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&nWKE(7WCE$>|SAQ$eTBR$!X~#w$(yWKRUE+]WC))%:,'E|~%2n~%.}~%.m~%6?,'E|~%2q~%.}~%.n~%6^E|~%"
     ",e'+~%5p~%.}~%6<(#E|~%,k~%8.~%.}~%.m~%6:E|~%,q'+~%.}~%.n~%67|~%,w'&~%,5JQ~%-}~%5l|~%+x~%14~%*)S~"
     "%6^~%,w~%4/|~%*x~%0-~%)5~%59~%+}~%3.|SA~$6#%cXDF~$^&)4[!~#]$'u"},
    {family::dualpipe_v, {11, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&nWKE(?WCE$>|SAQ$hTBR$!X~$&$(yWKRUE+gWC))%60+E|~%@q~%;}~%;w~%_:(*EE|~%<k~%^}~%;}~%_^~%@"
     "%|~%9k~%a.~%;}~%;v~%_6~%@(|~%9q'+~%;}~%;w~%_9EE|~%9w'&~%9<JQ~%:}~%^m(#E|~%8x~%?;~%7)S~%_h~%9o~%]"
     "2E|~%7x~%>4~%65~%^_~%8w~%[/|~%6x~%<-~%5]~%]9~%7}~%@.|SA~$^#%cXDF~$^&)<d!~#e$'u"},
    {family::dualpipe_v, {11, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&nWKEHV'>WCE$>|SAQ$kTBR$!X~$*$(yWKRUE+*~$u$*[WC((%,GU(!7/E|~%at~%]}~%].~%gb~%^*~%e/~%a+"
     "6'EE|~%@k'+~%]}~%gk~%^1~%e+GU~%d(~%`)|~%?q'+~%[}~%fb~%]8(&~%`5|~%?w'&~%?_JQ~%@l~%e+~%[@(#~%_%~%b"
     "+EE|~%<x~%^^~%;)S~%cr~%?a~%`)~%]*|~%;x~%];~%:5~%bi~${$~%`@~%>'~%_.EE|~%9x~%@4~%8]~%`_~%:,~%^8~%;"
     "-'%~%?'|~%8x~%?-~%7i~%_9~%94~%]1~%:3~%[(E|SA~$_#%cXH~$6&F)_XDF~$6$'6H~$+#%/:!"},
    {family::dualpipe_v, {11, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&nWKEHV'_WCE$>|SAQ$nTBR$!X~$3$(yWKRUE+*~$x$*eWC((%(GU(!3,%&E|~%jq~%p}~%i4~%sk~%j*~%q+~%"
     "m+~%l,E|~%gq'+~%i}~%sq~%j1(&~%m#~%p'~%s*!!|~%fw'&~%ffJQ~%gb~%q>~%h8(#~%k8|~%ex~%ke~%d)S~%pz~%g?~"
     "%m1~%i&|~%cx~%i^~%b5~%nr~%e`'%~%h/|~%bx~%h;~%a]~%mi~%df~%j.EEE|~%`x~%f4~%_i~%k_~%0$~%i8~%b3[%~%e"
     "(|~%_x~%e-~%^u~%j9~%`,~%h1~%a7'!D~%g&FEE|SA~$k#%cXH~$6&F)gXDF~$b$'0H~$5#%/CUXD?!FE"},
    {family::dualpipe_v, {11, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&nWKEHV'eWCE$>|SAQ$qTBR$!X~$<$(yWKRUE+*~${$*nWC((%$GU(!/(%.E|~%sq'+~%u}~%u+~&$t~%v*(&~%"
     "y,~%x0E|~%sw'&~%smJQ~%t<~&#k~%u1(#GU~%{(~&#.!!|~%qx~%wl~%p)S~%}}~%s>'%~%v7|~%px~%ve~%o5~%{z~%r>~"
     "%x.~%t*|~%nx~%t^~%m]~%yq~%p_:%~%s0|~%mx~%s;~%li~%xh~%oc'!D~%u,F~%r#|~%lx~%r4~%ku~%w_~%nf[$~%t+E~"
     "%r#|~%kx~%q-~%j}~%v?~%^$~%t1~%m7'!~%m$~%s(F~%q#|SA~$w#%cXH~$6&F)oXDF~$r$'*H~$@#%/~$c#%%E~$c#"},
    {family::dualpipe_v, {11, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&nWKEHV'kWCE$>|SAQ$qTBR'%X~$a$(yWKRUE+*~%#$*wWC((WGU(!+$%6E|~&$w'&~&$tJQ~&%2~&/}~&&+(#~"
     "&)+~&(4E|~&#x~&)s~&!)S~&.}~&%?~&++~&.2!!|~%}x~&'l~%{5~&,}~&#<4%~&&0~&%&E|~%{x~&&e~%z]~&+y~&!:'!D"
     "~&()F~&%.|~%zx~&%^~%yi~&*p~%}>:$~&'+~&##~&+$!#|~%yx~&$;~%xu~&)g~%{['!~%{$~&&+~&!$F~&##|~%xx~&#4~"
     "%w}~&(c~%z_[$~&%1EF~&#$|~%wx~&!-~%j}~&'f~%yb'!~%y*~&$(~%{#FEE|SA~%(#%cXH~$6&F)wXDF~$s#'%H~$e#%/~"
     "$g#%)~$i$FE"},
    {family::dualpipe_v, {11, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&nWKEHV'qWCE$>|SAQ$qTBR'&X~$h$R(tJQ~%d$RUE3$+%~%%$*}*#WC(%GU+!.#%;E|~&/x~&5z~&.)S~&:}~&"
     "1@.%~%w&~&38E|~&.x~&4s~&-5~&9}~&0;'!D~&6&F~&:6!!|~&-x~&3l~&,]~&8}~&/54$~&5(~&!#~&9/!#|~&,x~&2e~&"
     "+i~&7x~&.3'!~&.$~&4(~&0')'~&1$|~&+x~&1^~&*u~&6o~&-6:$~&3.~&/+F~&0$|~&*x~&0;~&)}~&5k~&,9'!~&,*~&2"
     "(~&.)~&0$|~&)x~&/4~%w}~&4n~&+<[$~&14~&-'~&/#|~&(x~&.-~%j}~&3q~&*@'!~&*0~&0(~&,%FEE|SA~%4#%cXH~$6"
     "&F)}~%3$F~%($~$o#%/~$k#%-~$q&FE"},
    {family::dualpipe_v, {11, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&jJQ'!WKEHV'wWCE$>|SAQ$qTBR'&X~$o$R(t~%j&RUES-*X~%'$*}*,WGUXDVWCUF%!E%@E|~&;x~&]z~&:5~&"
     "b}~&>9'!C~&_&~&##~&c<EE|~&:x~&[s~&9]~&a}~&<3'!~&<$'%~&?'~&b4!!|~&9x~&@l~&8i~&`}~&;-'!~&;''%~&>+~"
     "&a,!#|~&8x~&?e~&7u~&_w~&:,'!~&:*'%~&</)$!$|~&7x~&>^~&6}~&^s~&9/'!~&9-'%~&;0F~&<$|~&6x~&<;~&)}~&]"
     "v~&82'!~&80'%~&:.~&<$|~&5x~&;4~%w}~&[y~&75'!~&73'%~&9,~&;#|~&4x~&:-~%j}~&@}~&68'!~&66'%~&8*FEE|S"
     "A~%[#%cXH~$6&F)})*XH~$y#%/~$o#%1~$y(FE"},
    {family::dualpipe_v, {11, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&jJQ'!WKE)'HV'wWCE$>|SAQ$qTBR'&X~$w$R(t~%j&RUES-6X~%3$*}*,WGUXDVWCUF%!E%@E|~&cx~&iz~&b]"
     "~&n}~&e9'!C~&k&~&/#~&o<EE|~&bx~&hs~&ai~&m}~&d3'!~&d$'%~&f'~&n4!!|~&ax~&gl~&`u~&l}~&c-'!~&c''%~&e"
     "+~&m,!#|~&`x~&fe~&_}~&k}~&b,'!~&b*'%~&d/)$!$|~&_x~&e^~&6}~&j}~&a2'!~&a-'%~&c0F~&d$|~&^x~&d;~&)}~"
     "&i}~&`8'!~&`0'%~&b.~&d$|~&]x~&c4~%w}~&h}~&_?'!~&_3'%~&a,~&c#|~&[x~&b-~%j}-}~&^`'!~&^6'%~&`*FEE|S"
     "A~%h#%cXH~$6&F)})2XH~%&#%/~$w#%1~%&(FE"},
    {family::dualpipe_v, {11, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&jJQ'!WKE)/HV'wWCE$>|SAQ$qTBR'&X~%$$R(t~%j&RUES-^X~%@$*}*,WGUXDVWCUF%!E%@E|~&ox~&uz~&ni"
     "~&z}~&q9'!C~&w&~&;#~&{<EE|~&nx~&ts~&mu~&y}~&p3'!~&p$'%~&r'~&z4!!|~&mx~&sl~&l}~&x}~&o2'!~&o''%~&q"
     "+~&y,!#|~&lx~&re~&_}~&w}~&n8'!~&n*'%~&p/)$!$|~&kx~&q^~&6}~&v}~&m?'!~&m-'%~&o0F~&p$|~&jx~&p;~&)}~"
     "&u}~&l`'!~&l0'%~&n.~&p$|~&ix~&o4~%w}-}~&kf'!~&k3'%~&m,~&o#|~&hx~&n-~%j}-}~&s7~&j8'!~&j6'%~&l*FEE"
     "|SA~%t#%cXH~$6&F)}):XH~%.#%/~%$#%1~%.(FE"},
    {family::dualpipe_v, {12, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|SA-!H*!"},
    {family::dualpipe_v, {12, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDVF&$WCE$!|SAQ$!TBR$!X7!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|SABR%#XH.!XDF'!"},
    {family::dualpipe_v, {12, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&)WCE$%|SAQ$%TBR$!X^$($%#WCUb!%%|g.c*g/|ge|=|=|=|=|=|=|g9@#k+|SABR%'XH?$F'("},
    {family::dualpipe_v, {12, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDVF&.WCE$(|SAQ$(TBR$!Xd$(+%#WCUl!%)|u1q1u3|u4q.u3|us|=|=|=|=|u_e#y/|r+x+q3y+|SAm#%)XH^$F'."},
    {family::dualpipe_v, {12, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&3WCE$+|SAQ$+TBR$!Xj$(2%#WCUv!%-|~#(4~#$8~#(7|~#(7~#$5~#(7|~#(:~#$2~#(7|~#(}%$|=|=|~#(i"
     "o#~#,3|~#(e~#$+~#,/|~#!+'+~#(-~#$3~#,+|SAu#%-XHb$F'4"},
    {family::dualpipe_v, {12, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&8WCE$.|SAQ$.TBR$!Xp$(9%#WCUE%3|~#67~#2@~#6;|~#6:~#2<~#6;|~#6>~#29~#6;|~#6[~#26~#6;|~#6"
     "}%2|~#6sy#~#:7|~#6o~#2+~#:3|~#31~#91~#2@~#:/|~#01~#<1~#2_~#:+|SA~#!#%1XHf$F':"},
    {family::dualpipe_v, {12, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&>WCE$1|SAQ$1TBR$!Xv$([%#WCUE%7|~#`:~#[b~#`@|~#`>~#[_~#`@|~#`[~#[[~#`@|~#`_~#[>~#`@|~#`"
     "b~#[?~#d;|~#`y~#[+~#d7|~#`u~#[3~#d3|~#?1'+~#`7~#[;~#d/|~#?7~#f1~#[g~#d+|SA~#*#%5XHj$F'["},
    {family::dualpipe_v, {12, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&^WCE$4|SAQ$4TBR$!X}$(c%#WCUE%;|~#n>~#ji~#n_|~#n[~#jf~#n_|~#n_~#jc~#n_|~#nb~#jd~#r@|~#n"
     "e~#je~#r;|~#nh~#jf~#r7|~#k7~#q7~#jg~#r3|~#h7~#t7~#jk~#r/|~#h>~#t1~#jo~#r+|SA~#2#%9XHn$F'b"},
    {family::dualpipe_v, {12, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&cWCE$7|SAQ$7TBR$!X~#'$(j%#WCUE%@|~#}[~#xp~#}c|~#}_~#xm~#}c|~#}b~#xn~$%_|~#}e~#xo~$%@|~"
     "#}h~#xp~$%;|~#}k~#xq~$%7|~#v7'+~$$5~#xk~$%3|~#v>~$'7~#xs~$%/|~#v_~$'1~#xw~$%+|SA~#:#%>XHr$F'h"},
    {family::dualpipe_v, {12, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&hWCE$:|SAQ$:TBR$!X~#-$(q%#WCUE%_|~$/_~$+w~$/g|~$/b~$+x~$3c|~$/e~$+y~$3_|~$/h~$+z~$3@|~"
     "$/k~$+{~$3;|~$,>~$2e~$+g~$37|~$)>~$5:~$+z~$33|~$)_~$57~$+{~$3/|~$)e~$51~$+}~$3.|SA~#^#%]XHv$F'n"},
    {family::dualpipe_v, {12, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&mWCE$>|SAQ$>TBR$!X~#3$(x%#WCUE%c|~$>b~$9}~$9%~$]g|~$>e~$9}~$]j|~$>h~$9}~$]g|~$>k~$9}~$"
     "]d|~$>n~$9}~$]a|~$7>'+~$[c~$9k~$]7|~$7_~$_7~$9}~$]<|~$7e~$_4~$9}~$]9|~$7k~$_1~$9}~$]6|SA~#f#%aXH"
     "z$F't"},
    {family::dualpipe_v, {12, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&rWCE$[|SAQ$[TBR$!X~#9$(}~$;$UE)'%c|~$ge~$c}~$c0~$kg|~$gh~$c}~$c1~$kc|~$gk~$c}~$kr|~$gn"
     "~$c}~$ko|~$d_~$jw~$cg~$k;|~$a_~$m7~$c}~$kf|~$ae~$m4~$c}~$kc|~$ak~$m1~$c}~$k`|~$aq~$m.~$c}~$k]|SA"
     "~#n#%eXH~##$F'z"},
    {family::dualpipe_v, {12, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&sWKE(!WCE$[|SAQ$_TBR$!X~#_$(}~$a%RUE+#WC))%c|~$th~$p}~$p:~$xg|~$tk~$p}~$p;~$xc|~$tn~$p"
     "}~$p<~$x_|~$tq~$p}~$xy|~$n_'+~$wo~$pp~$x;|~$ne~$z4~$p}~$xp|~$nk~$z1~$p}~$xm|~$nq~$z.~$p}~$xj|~$n"
     "w'+~$p}~$xg|SA~#u#%gXDF~$8%F~#-$'{"},
    {family::dualpipe_v, {12, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&sWKE()WCE$[|SAQ$bTBR$!X~#i$(}~$d%RUE+-WC))%c|~%&k~%!}~%!`~%*g|~%&n~%!}~%!a~%*c|~%&q~%!"
     "}~%!b~%*_|~%#e~%)}~%!r~%*@|~${e~%,4~%!}~%*}E|~${k~%,1~%!}~%*z|~${q~%,.~%!}~%*w|~${w'+~%!}~%*t|~$"
     "{}''~${'JQ~$}}~%)h|SA~$&#%gXDF~$8#SXJ)$0!~#5$'{"},
    {family::dualpipe_v, {12, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&sWKE(0WCE$[|SAQ$eTBR$!X~#s$(}~$g%RUE+7WC))%^(#E|~%3n~%/}~%/j~%7b(#E|~%3q~%/}~%/k~%7bE|"
     "~%3t~%/}~%/l~%7_|~%-e'+~%6s~%/}~%7@|~%-k~%91~%/}~%/k~%7;|~%-q~%9.~%/}~%7}%'|~%-w'+~%/}~%7}%$|~%-"
     "}''~%-.JQ~%.}~%6n|~%,}~%2/~%+)S~%78~%%}~%56|SA~$2#%gXDF~$j&),8!~#>$'{"},
    {family::dualpipe_v, {12, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&sWKE(7WCE$[|SAQ$hTBR$!X~$!$(}~$j%RUE+]WC))%?,'E|~%[q~%<}~%<t~%`^,'E|~%[t~%<}~%<u~%`bE|"
     "~%>k~%_}~%<}~%``(#E|~%:k~%b1~%<}~%<t~%`?E|~%:q~%b.~%<}~%<u~%`;|~%:w'+~%<}~%<v~%`7|~%:}''~%:5JQ~%"
     ";}~%_t|~%9}~%@6~%8)S~%`^~%:}~%^2|~%8}~%?/~%75~%_9~%1}~%]6|SA~$?#%gXDF~$j&)4[!~#a$'{"},
    {family::dualpipe_v, {12, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&sWKE(?WCE$[|SAQ$kTBR$!X~$,$(}~$m%RUE+gWC))%:0+E|~%it~%e}~%e}~%m[(*EE|~%iw~%e}~%e}~%m`~"
     "%i%|~%ck'+~%lw~%e}~%mb~%i(|~%cq~%o.~%e}~%e}~%m@EE|~%cw'+~%e}~%e}~%m9(#E|~%c}''~%c<JQ~%d}~%lyE|~%"
     "b}~%h>~%a)S~%mh~%cw~%k3|~%a}~%g6~%`5~%l_~%b}~%j2|~%`}~%f/~%_]~%k9~%>}~%i6|SA~$f#%gXDF~$j&)<d!~#i"
     "$'{"},
    {family::dualpipe_v, {12, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&sWKE(aWCE$[|SAQ$nTBR$!X~$6$(}~$p%RUE+qWC))%64/E|~%vw~%r}~%r}~%r+~%z:(-EEE|~%sq~%y}~%r}"
     "~%r5~%z>~%v)|~%pq~%}.~%r}~%r}~%z]~%v,|~%pw'+~%r}~%r}~%zeEE|~%p}''~%p_JQ~%q}~%yw~%u(|~%o}~%u`~%n)"
     "S~%zr~%po~%x5EE|~%n}~%t>~%m5~%yi~%ow~%w.(#E|~%m}~%s6~%l]~%x_~%n}~%v1E|~%l}~%r/~%ki~%w9~%e}~%u6|S"
     "A~$r#%gXDF~$j&)`l!~#q$'{"},
    {family::dualpipe_v, {12, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&sWKEHV'_WCE$[|SAQ$qTBR$!X~$9$(}~%;%RUE+*~%*$*eWC((%,GU(!70%!E|~%{z~%w}~%w5~&&k~%x*~&$/"
     "~%{+:+EE|~%uq'+~%w}~%w8~&&b~%x1~&$+GU~&#(~&&*!!|~%tw'+~%v}~&%r~%w8(&~%z9|~%t}''~%tfJQ~%ul~&$4~%v"
     "@(#~%y%~%}*~%x&|~%r}~%xg~%q)S~&!{~%ta~%z)~%w.|~%q}~%w`~%p5~%}s~%sg~%y1EEE|~%o}~%u>~%n]~%zi~%8$~%"
     "x@~%q-'%~%t+|~%n}~%t6~%mi~%y_~%o,~%w8~%p3~%v+EE|~%l}~%r/~%ku~%w9~%m4~%u1~%n9b%e#E|SA~$r#%gXH~$]&"
     "F)gXDF~$e$'6H~$8#%2DCUFE"},
    {family::dualpipe_v, {12, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&sWKEHV'eWCE$[|SAQ$tTBR$!X~$^$(}~%`%RUE+*~%-$*nWC((%(GU(!3,%*E|~&)w~&/}~&(;~&2t~&)*~&0+"
     "~&,+~&+0E|~&&w'+~&(}~&(5~&2k~&)1(&~&,#~&/'~&2.!!|~&%}''~&%mJQ~&&b~&0b~&'8(#~&*<|~&$}~&*n~&#)S~&/"
     "}~&&a~&,1~&(*|~&!}~&(g~%}5~&-{~&$`'%~&'3|~%}}~&'`~%{]~&,r~&#f~&)2!!|~%z}~&%>~%yi~&*i~%}l[%~&$,|~"
     "%y}~&$6~%xu~&)_~%e$~&'8~%{7'!D~&&)FEEE|~%x}~&#/~%w}~&(?~%y,~&&1~%z:b$~&%(EFEE|SA~%##%gXH~$]&F)oX"
     "DF~$u$'0H~$^#%2D~$p#CUFEFE"},
    {family::dualpipe_v, {12, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&sWKEHV'kWCE$[|SAQ$wTBR$!X~$g$(}~%i%RUE+*~%0$*wWC((%$GU(!/(%2E|~&2w'+~&4}~&42~&?}~&5+(&"
     "~&8,~&74E|~&2}''~&2tJQ~&3<~&>t~&41(#GU~&:(~&>2!!|~&0}~&6u~&/)S~&;}~&2b'%~&53~&4&E|~&/}~&5n~&.5~&"
     ":}~&1`~&7.~&3.|~&-}~&3g~&,]~&8z~&/_:%~&24|~&,}~&2`~&+i~&7q~&.c'!D~&4,F~&1'|~&+}~&1>~&*u~&6h~&-f["
     "$~&3.EF~&0#|~&*}~&06~&)}~&5d~&,i'!~&,$~&2+F~&0$|~&)}~&//~%w}~&4f~%w$~&21~&+:b$~&1.E~&/$|SA~%/#%g"
     "XH~$]&F)wXDF~%*$'*H~$h#%2D~$t#%%~$r#FE"},
    {family::dualpipe_v, {12, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDVF&sWKEHV'qWCE$[|SAQ$wTBR'%X~$p$(}~%r%RUE+*~%3$*}*#WC((WGU(!+$%:E|~&?}''~&?{JQ~&@2~&e}~&["
     "4(#~&_+~&^8E|~&>}~&_}~&<)S~&d}~&@c~&a+~&d6!!|~&;}~&]u~&:5~&b}~&>a4%~&[0~&@*E|~&:}~&[n~&9]~&a}~&<"
     "['!D~&^)F~&@2|~&9}~&@g~&8i~&`y~&;>:$~&]+~&6#~&a'~&?$|~&8}~&?`~&7u~&_p~&:['!~&:$~&[+~&<'F~&>$|~&7"
     "}~&>>~&6}~&^l~&9_[$~&@1~&;%~&>$|~&6}~&<6~&)}~&]o~&8b'!~&8*~&?+~&:#~&<#|~&5}~&;/~%w}~&[r~&7eb$~&>"
     "4~&9$FEE|SA~%;#%gXH~$]&F)}~%4$F~%+#'%H~$r#%2D~$x#%)~$z%FE"},
    {family::dualpipe_v, {12, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&sWKEHV'wWCE$[|SAQ$wTBR'&X~$w$R({JQ~%z$RUE3$+%~%5$*}*,WC(%GU+!.#%@E|~&e}~&k}~&d0S~&p}~&"
     "gd.%~&2&~&i<E|~&d}~&j}~&c5~&o}~&f`'!D~&l&F~&p:!!|~&c}~&iu~&b]~&n}~&e?4$~&k(~&8#~&o3!#|~&b}~&hn~&"
     "ai~&m}~&d8'!~&d$~&j(~&f'~&n+!$|~&a}~&gg~&`u~&lx~&c6:$~&i.~&e+)$!$|~&`}~&f`~&_}~&kt~&b9'!~&b*~&h("
     "~&d,F~&e$|~&_}~&e>~&6}~&jw~&a<[$~&g4~&c*~&e$|~&^}~&d6~&)}~&iz~&`@'!~&`0~&f(~&b(~&d#|~&]}~&c/~%w}"
     "~&h}~&__b$~&e:~&a&FEE|SA~%c#%gXH~$]&F)})*XDF~%;$~$}#%2D~$}#%-~%''FE"},
    {family::dualpipe_v, {12, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&oJQ'!WKEHV'}VWCE$[|SAQ$wTBR'&X~%#$R({~&%&RUES-*X~%7$*}*5WGUXDVWCUF%!E%_E|~&q}~&w}~&p<~"
     "&}}~&s^'!C~&y&~&9#~'![EE|~&p}~&v}~&o]~&{}~&r<'!~&r$'%~&t'~&}8!!|~&o}~&uu~&ni~&z}~&q6'!~&q''%~&s+"
     "~&{0!#|~&n}~&tn~&mu~&y}~&p0'!~&p*'%~&r/)'~&r$E|~&m}~&sg~&l}~&x}~&o/'!~&o-'%~&q3F~&r%|~&l}~&r`~&_"
     "}~&w}~&n5'!~&n0'%~&p1~&r%|~&k}~&q>~&6}~&v}~&m;'!~&m3'%~&o/~&q$|~&j}~&p6~&)}~&u}~&l]'!~&l6'%~&n-~"
     "&p#|~&i}~&o/~%w}-}~&kc'!~&k9'%~&m+FEE|SA~%o#%gXH~$]&F)})2XH~%+#%2D~%%#%1~%/)FE"},
    {family::dualpipe_v, {12, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&oJQ'!WKE)'HV'}VWCE$[|SAQ$wTBR'&X~%+$R({~&%&RUES-6X~%_$*}*5WGUXDVWCUF%!E%_E|~'!}~'(}~&}"
     "d~'-}~'$^'!C~'*&~&a#~'.[EE|~&}}~''}~&{i~',}~'#<'!~'#$'%~'%'~'-8!!|~&{}~'&u~&zu~'+}~'!6'!~'!''%~'"
     "$+~',0!#|~&z}~'%n~&y}~'*}~&}5'!~&}*'%~'#/)'~'#$E|~&y}~'$g~&l}~')}~&{;'!~&{-'%~'!3F~'#%|~&x}~'#`~"
     "&_}~'(}~&z]'!~&z0'%~&}1~'#%|~&w}~'!>~&6}~''}~&yc'!~&y3'%~&{/~'!$|~&v}~&}6~&)}-}~&xi'!~&x6'%~&z-~"
     "&}#|~&u}~&{/~%w}-}~'%7~&w;'!~&w9'%~&y+FEE|SA~%{#%gXH~$]&F)}):XH~%3#%2D~%-#%1~%7)FE"},
    {family::dualpipe_v, {12, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&oJQ'!WKE)/HV'}VWCE$[|SAQ$wTBR'&X~%3$R({~&%&RUES-^X~%k$*}*5WGUXDVWCUF%!E%_E|~'.}~'4}~'-"
     "p~'9}~'0^'!C~'6&~&m#~':[EE|~'-}~'3}~',u~'8}~'/<'!~'/$'%~'1'~'98!!|~',}~'2u~'+}~'7}~'.;'!~'.''%~'"
     "0+~'80!#|~'+}~'1n~&y}~'6}~'-]'!~'-*'%~'//)'~'/$E|~'*}~'0g~&l}~'5}~',c'!~',-'%~'.3F~'/%|~')}~'/`~"
     "&_}~'4}~'+i'!~'+0'%~'-1~'/%|~'(}~'.>~&6}-}~'*o'!~'*3'%~',/~'.$|~''}~'-6~&)}-}~'2[~')8'!~')6'%~'+"
     "-~'-#|~'&}~',/~%w}-}~'1_~'(;'!~'(9'%~'*+FEE|SA~&,#%gXH~$]&F)})^XH~%;#%2D~%5#%1~%@)FE"},
    {family::dualpipe_v, {13, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|SA-!H*!"},
    {family::dualpipe_v, {13, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDVF&$WCE$!|SAQ$!TBR$!X7!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|SABR%#XH.!XDF'!"},
    {family::dualpipe_v, {13, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&)WCE$%|SAQ$%TBR$!X^$($%#WCUb!%%|g.c*g/|ge|=|=|=|=|=|=|=|g9@#k+|SABR%'XH?$F'("},
    {family::dualpipe_v, {13, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDVF&.WCE$(|SAQ$(TBR$!Xd$(+%#WCUl!%)|u1q1u3|u4q.u3|us|=|=|=|=|=|u_e#y/|r+x+q3y+|SAm#%)XH^$F"
     "'."},
    {family::dualpipe_v, {13, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&3WCE$+|SAQ$+TBR$!Xj$(2%#WCUv!%-|~#(4~#$8~#(7|~#(7~#$5~#(7|~#(:~#$2~#(7|~#(}%$|=|=|=|~#"
     "(io#~#,3|~#(e~#$+~#,/|~#!+'+~#(-~#$3~#,+|SAu#%-XHb$F'4"},
    {family::dualpipe_v, {13, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&8WCE$.|SAQ$.TBR$!Xp$(9%#WCUE%3|~#67~#2@~#6;|~#6:~#2<~#6;|~#6>~#29~#6;|~#6[~#26~#6;|~#6"
     "}%2|=|~#6sy#~#:7|~#6o~#2+~#:3|~#31~#91~#2@~#:/|~#01~#<1~#2_~#:+|SA~#!#%1XHf$F':"},
    {family::dualpipe_v, {13, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&>WCE$1|SAQ$1TBR$!Xv$([%#WCUE%7|~#`:~#[b~#`@|~#`>~#[_~#`@|~#`[~#[[~#`@|~#`_~#[>~#`@|~#`"
     "b~#[:~#`@|~#`}~#[$~#d;|~#`y~#[+~#d7|~#`u~#[3~#d3|~#?1'+~#`7~#[;~#d/|~#?7~#f1~#[g~#d+|SA~#*#%5XHj"
     "$F'["},
    {family::dualpipe_v, {13, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&^WCE$4|SAQ$4TBR$!X}$(c%#WCUE%;|~#n>~#ji~#n_|~#n[~#jf~#n_|~#n_~#jc~#n_|~#nb~#j`~#n_|~#n"
     "e~#ja~#r@|~#nh~#jb~#r;|~#n}~#j6~#r7|~#k7~#q7~#jg~#r3|~#h7~#t7~#jk~#r/|~#h>~#t1~#jo~#r+|SA~#2#%9X"
     "Hn$F'b"},
    {family::dualpipe_v, {13, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&cWCE$7|SAQ$7TBR$!X~#'$(j%#WCUE%@|~#}[~#xp~#}c|~#}_~#xm~#}c|~#}b~#xj~#}c|~#}e~#xk~$%_|~"
     "#}h~#xl~$%@|~#}k~#xm~$%;|~#}n~#xn~$%7|~#v7'+~#}]~#x_~$%3|~#v>~$'7~#xs~$%/|~#v_~$'1~#xw~$%+|SA~#:"
     "#%>XHr$F'h"},
    {family::dualpipe_v, {13, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&hWCE$:|SAQ$:TBR$!X~#-$(q%#WCUE%_|~$/_~$+w~$/g|~$/b~$+t~$/g|~$/e~$+u~$3c|~$/h~$+v~$3_|~"
     "$/k~$+w~$3@|~$/n~$+x~$3;|~$,>~$2a~$+k~$37|~$)>~$5>~$+w~$33|~$)_~$57~$+{~$3/|~$)e~$51~$+}~$3.|SA~"
     "#^#%]XHv$F'n"},
    {family::dualpipe_v, {13, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&mWCE$>|SAQ$>TBR$!X~#3$(x%#WCUE%c|~$>b~$9}~$>m|~$>e~$9}CUE~$]g|~$>h~$9}~$]g|~$>k~$9}~$]"
     "d|~$>n~$9}~$]a|~$>q~$9}~$]^|~$7>'+~$[_~$9o~$]7|~$7_~$_:~$9}~$]9|~$7e~$_7~$9}~$]6|~$7k~$_1~$9}~$]"
     "6|SA~#f#%aXHz$F't"},
    {family::dualpipe_v, {13, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&rWCE$[|SAQ$[TBR$!X~#9$(}(!%#WCUE%g|~$ge~$c}~$c,~$kk|~$gh~$c}~$c-~$kg|~$gk~$c}~$kr|~$gn"
     "~$c}~$ko|~$gq~$c}~$kl|~$d_~$js~$ck~$k;|~$a_~$m:~$c}~$kc|~$ae~$m7~$c}~$k`|~$ak~$m4~$c}~$k]|~$aq~$"
     "m1~$c}~$k?|SA~#n#%eXH~##$F'z"},
    {family::dualpipe_v, {13, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&wWCE$_|SAQ$_TBR$!X~#@$(}()WCUE)'%g|~$uh~$j}~$q7~$yk|~$uk~$q}~$q8~$yg|~$un~$q}~$q9~$yc|"
     "~$uq~$q}~$yz|~$ut~$q}~$yw|~$o_'+~$xq~$qo~$y;|~$oe~${7~$q}~$yn|~$ok~${4~$q}~$yk|~$oq~${1~$q}~$yh|"
     "~$ow~${.~$q}~$ye|SA~#v#%iXH~#'$F'}'#"},
    {family::dualpipe_v, {13, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&xWKE(!WCE$_|SAQ$bTBR$!X~#e$(}(*WKRUE+#WC))%g|~%'k~$w}~%#]~%+k|~%'n~%#}~%#^~%+g|~%'q~%#"
     "}~%#_~%+c|~%'t~%#}~%#`~%+_|~%$e~%*}~%#s~%+@|~$}e~%-7~%#}~%+{|~$}k~%-4~%#}~%+x|~$}q~%-1~%#}~%+u|~"
     "$}w~%-.~%#}~%+r|~$}}',~%#}~%+o|SA~$!#%kXDF~$`%F~#1$'}'$"},
    {family::dualpipe_v, {13, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&xWKE()WCE$_|SAQ$eTBR$!X~#o$(}(*WKRUE+-WC))%g|~%4n~%)}~%0g~%8k|~%4q~%0}~%0h~%8g|~%4t~%0"
     "}~%0i~%8c|~%4w~%0}~%0j~%8_|~%.e'+~%7v~%0z~%8@|~%.k~%:4~%0}~%8}%(|~%.q~%:1~%0}~%8}%%|~%.w~%:.~%0}"
     "~%8}%!|~%.}',~%0}~%8}|~%.}'-~%.'JQ~%/}~%7p|SA~$.#%kXDF~$`#SXJ)$0!~#9$'}'$"},
    {family::dualpipe_v, {13, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&xWKE(0WCE$_|SAQ$hTBR$!X~#y$(}(*WKRUE+7WC))%b(#E|~%]q~%6}~%>q~%af(#E|~%]t~%>}~%>r~%afE|"
     "~%]w~%>}~%>s~%ac|~%?k~%`}~%>}~%af|~%;k~%c4~%>}~%>r~%a@|~%;q~%c1~%>}~%>s~%a;|~%;w~%c.~%>})}%/|~%;"
     "}',~%>})}~%],|~%;}'-~%;.JQ~%<}~%`v|~%:}~%[5~%9)S~%a8~%+}~%_?|SA~$:#%kXDF~$v&),8!~#]$'}'$"},
    {family::dualpipe_v, {13, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&xWKE(7WCE$_|SAQ$kTBR$!X~$($(}(*WKRUE+]WC))%^,'E|~%jt~%_}~%f{~%nb,'E|~%jw~%f}~%f}~%nfE|"
     "~%jz~%f}~%f}~%n_(#E|~%dk'+~%mz~%f}~%nhE|~%dq~%p1~%f}~%f}~%n@|~%dw~%p.~%f}~%f}~%n<|~%d}',~%f}~%f}"
     "~%n9|~%d}'-~%d5JQ~%e}~%m}|~%c}~%i<~%b)S~%n^~%[}~%l:|~%b}~%h5~%a5~%m9~%7}~%k?|SA~$b#%kXDF~$v&)4[!"
     "~#e$'}'$"},
    {family::dualpipe_v, {13, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&xWKE(?WCE$_|SAQ$nTBR$!X~$2$(}(*WKRUE+gWC))%?0+E|~%ww~%l}~%s}~%{g(*EE|~%wz~%s}~%s}~%{k~"
     "%w%|~%tq~%z}~%s}~%{q~%w(|~%qq~&!1~%s}~%s}~%{fEE|~%qw~&!.~%s}~%s}~%{`(#E|~%q}',~%s}~%s}~%{aE|~%q}"
     "'-~%q<JQ~%r}~%z}%%|~%p}~%v_~%o)S~%{h~%q}~%y6|~%o}~%u<~%n5~%z_~%h}~%x:|~%n}~%t5~%m]~%y9~%_}~%w?|S"
     "A~$n#%kXDF~$v&)<d!~#m$'}'$"},
    {family::dualpipe_v, {13, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&xWKE(aWCE$_|SAQ$qTBR$!X~$<$(}(*WKRUE+qWC))%:4/E|~&)z~%y}~&%}~&%2~&-?(-EEE|~&)}~&,}~&%}"
     "~&%4~&-]~&))|~&#q'+~&,}~&%}~&-n~&),|~&#w~&/.~&%}~&%}~&-pEE|~&#}',~&%}~&%}~&-f~&)(|~&#}'-~&#_JQ~&"
     "$}~&,}~&,)EE|~&!}~&(f~%})S~&-r~&#w~&+2(#E|~%}}~&'_~%{5~&,i~&!}~&*5E|~%{}~&&<~%z]~&+_~%t}~&):|~%z"
     "}~&%5~%yi~&*9~%k}~&(?|SA~$z#%kXDF~$v&)`l!~#u$'}'$"},
    {family::dualpipe_v, {13, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&xWKEHV'_WCE$_|SAQ$tTBR$!X~$@$(}(*WKRUE+*~%7$*eWC((%0GU(!;3E|~&.}~&1}~&*>~&4k~&+*~&23~&"
     ".+:+EE|~&+w~&1}~&*d~&4b~&+1~&2/GU~&1(~&4*!!|~&'w~&3.~&)}~&)@~&3>~&*8~&1+~&-8|~&'}',~&)}~&3s~&*@("
     "&~&-&~&0*~&,&|~&&}'-~&&fJQ~&'v~&1+~&(b(#~&+7|~&%}~&+m~&$)S~&0}~&'h~&-4EEE|~&#}~&)f~&!5~&.s~%[$~&"
     ",b~&%'~&+)~&(*|~&!}~&(_~%}]~&-i~&#,~&+@~&$-~&*.EE|~%{}~&&<~%zi~&+_~%}4~&)8~&!3'%~&%'|~%z}~&%5~%y"
     "u~&*9~%{<~&(1~%}9~&'(E|SA~$y#%kXH~$h&F)gXDF~$h$'<H~$]#%3?!"},
    {family::dualpipe_v, {13, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&xWKEHV'eWCE$_|SAQ$wTBR$!X~$d$(}(*WKRUE+*~%:$*nWC((%,GU(!70%&E|~&:}~&:#~&/}~&6<~&[t~&7*"
     "~&?/~&:+~&90E|~&4w'+~&6}~&6@~&[k~&71~&?+GU~&>(~&[.!!|~&3}',~&5}~&5@~&@b~&68(&~&9>|~&3}'-~&3mJQ~&"
     "4l~&?>~&5@(#~&8%~&;*~&7*|~&1}~&7t~&0)S~&<}~&3i~&9)~&62|~&0}~&6m~&/5~&;}~&2g~&85!!|~&.}~&4f~&-]~&"
     "9s~&0m'%~&3/|~&-}~&3_~&,i~&8i~%m$~&6@~&/3~&5.EEE|~&+}~&1<~&*u~&6_~&,,~&48~&-9b%~&0(|~&*}~&05~&)}"
     "~&5?~&+4~&31~&,>'!D~&2&FEE|SA~%*#%kXH~$h&F)oXDF~$x$'6H~$g#%3CUXD^!FE"},
    {family::dualpipe_v, {13, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDVF&xWKEHV'kWCE$_|SAQ$zTBR$!X~$m$(}(*WKRUE+*~%>$*wWC((%(GU(!3,%.E|~&_}R~&e}~&^^~&h}~&_+~&f"
     "+~&b+~&a4E|~&[}',~&^}~&^<~&ht~&_1(&~&b#~&e'~&h2!!|~&@}'-~&@tJQ~&[b~&fk~&]8(#~&`8~&_&E|~&?}~&`{~&"
     ">)S~&e}~&[j~&b1~&^.|~&<}~&^t~&;5~&c}~&?h'%~&]7|~&;}~&]m~&:]~&b{~&>f~&_1~&@'|~&9}~&@f~&8i~&`r~&;l"
     "[%~&?0|~&8}~&?_~&7u~&_i~&:p'!D~&[,F~&>#|~&7}~&><~&6}~&^d~&#$~&[8~&9:b$~&@+E~&>#|~&6}~&<5~&)}~&]f"
     "~&7,~&@1~&8>'!~&8$~&?(F~&<#|SA~%6#%kXH~$h&F)wXDF~%-$'0H~$q#%3~%!#%%E~%!#"},
    {family::dualpipe_v, {13, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&xWKEHV'qWCE$_|SAQ$}QTBR$!X~$v$(}(*WKRUE+*~%[$*}*#WC((%$GU(!/(%6E|~&h}R'+~&c}~&j9~&t}~&"
     "k4(&~&n,~&m8E|~&h}'-~&h{JQ~&i<~&s}~&j2(#GU~&p(~&s6!!|~&f}~&l}~&e/S~&q}~&hk'%~&k3~&j*E|~&e}~&k{~&"
     "d5~&p}~&gi~&m.~&i2|~&c}~&it~&b]~&n}~&ef:%~&h8|~&b}~&hm~&ai~&mz~&dc'!D~&j,F~&g+|~&a}~&gf~&`u~&lq~"
     "&cf[$~&i.~&e#F~&f$|~&`}~&f_~&_}~&km~&bi'!~&b$~&h.FE~&f$|~&_}~&e<~&6}~&jp~&alb$~&g1E~&e%|~&^}~&d5"
     "~&)}~&ir~&5$~&g1~&`>'!~&`*~&f(~&b#FEE|SA~%^#%kXH~$h&F)}~%@$F~%>$'*H~${#%3~%&#%)~%($FE"},
    {family::dualpipe_v, {13, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDVF&xWKEHV'wWCE$_|SAQ$}QTBR'%X~%$$(}(*WKRUE+*~%_$*}*,WC((WGU(!+$%?E|~&t}~&t&'&~&m}(%JQ~&u2"
     "~'$}~&v>(#~&y+~&x<E|~&s}~&y}~&r6S~'#}~&ul~&{+~'#:!!|~&q}~&w}~&p;~&}}~&sj4%~&v0~&u.E|~&p}~&v{~&o]"
     "~&{}~&re'!D~&x)F~&}1!$|~&o}~&ut~&ni~&z}~&q_:$~&w+~&l#~&{+!$|~&n}~&tm~&mu~&yy~&p['!~&p$~&v+~&r')$"
     "!$|~&m}~&sf~&l}~&xu~&o_[$~&u1~&q(F~&r$|~&l}~&r_~&_}~&wx~&nb'!~&n*~&t+~&p&~&r$|~&k}~&q<~&6}~&v{~&"
     "meb$~&s7~&o$~&q#|~&j}~&p5~&)}~&u}VF~&lh'!~&l0~&r(~&n%FEE|SA~%j#%kXH~$h&F)})*XDF~%?#'%H~%*#%3~%*#"
     "%-~%0&FE"},
    {family::dualpipe_v, {13, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&xWKEHV'}VWCE$_|SAQ$}QTBR'&X~%+$R(}(%JQ~&5$RUE3$+%~%a$*}*5WC(%GU+!.#%_E|~'$}~'$'~'*}~'#"
     "5S~'/}~'&m.%~&d&~'([E|~'#}~')}~'!^~'.}~'%i'!D~'+&F~'/?!!|~'!}~'(}~&}c~'-}~'$c4$~'*(~&j#~'.7!#|~&"
     "}}~''{~&{i~',}~'#]'!~'#$~')(~'%'~'-/!$|~&{}~'&t~&zu~'+}~'!;:$~'(.~'$+)'~'%%|~&z}~'%m~&y}~'*}~&}:"
     "'!~&}*~''(~'#/F~'$%|~&y}~'$f~&l}~')}~&{[[$~'&4~'!-~'$%|~&x}~'#_~&_}~'(}~&zb'!~&z0~'%(~&}+~'#$|~&"
     "w}~'!<~&6}~''}~&yhb$~'$:~&{)~'!#|~&v}~&}5~&)}-}~'&,~&xa'!~&x6~'#(~&z'FEE|SA~%v#%kXH~$h&F)})2XDF~"
     "%j$~%4#%3~%.#%1~%8(FE"},
    {family::dualpipe_v, {13, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&tJQ'!WKEHV'}'&WCE$_|SAQ$}QTBR'&X~%2$R(}(%~&;&RUES-*X~%c$*}*?WGUXDVWCUF%!E%cE|~'0}~'0'~"
     "'6}~'/]~';}~'2g'!C~'8&~&k#~'<`EE|~'/}~'5}~'.j~':}~'1a'!~'1$'%~'3'~';<!!|~'.}~'4}~'-o~'9}~'0@'!~'"
     "0''%~'2+~':4!#|~'-}~'3{~',u~'8}~'/9'!~'/*'%~'1/~'9,!$|~',}~'2t~'+}~'7}~'.8'!~'.-'%~'03)$!%|~'+}~"
     "'1m~&y}~'6}~'-?'!~'-0'%~'/4F~'0%|~'*}~'0f~&l}~'5}~',`'!~',3'%~'.2~'0%|~')}~'/_~&_}~'4}~'+f'!~'+6"
     "'%~'-0~'/$|~'(}~'.<~&6}-}~'*l'!~'*9'%~',.~'.#|~''}~'-5~&)}-}~'27~')?'!~')<'%~'+,FEE|SA~&'#%kXH~$"
     "h&F)}):XH~%?#%3~%2#%5~%[*FE"},
    {family::dualpipe_v, {13, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&tJQ'!WKE)'HV'}'&WCE$_|SAQ$}QTBR'&X~%:$R(}(%~&;&RUES-6X~%o$*}*?WGUXDVWCUF%!E%cE|~'<}~'<"
     "'~'^}~';i~'c}~'?g'!C~'`&~&w#~'d`EE|~';}~']}~':v~'b}~'>a'!~'>$'%~'@'~'c<!!|~':}~'[}~'9{~'a}~'<@'!"
     "~'<''%~'?+~'b4!#|~'9}~'@{~'8}~'`}~';?'!~';*'%~'>/~'a,!$|~'8}~'?t~'+}~'_}~':`'!~':-'%~'<3)$!%|~'7"
     "}~'>m~&y}~'^}~'9f'!~'90'%~';4F~'<%|~'6}~'<f~&l}~']}~'8l'!~'83'%~':2~'<%|~'5}~';_~&_}-}~'7r'!~'76"
     "'%~'90~';$|~'4}~':<~&6}-}~'@[~'6;'!~'69'%~'8.~':#|~'3}~'95~&)}-}~'?_~'5?'!~'5<'%~'7,FEE|SA~&3#%k"
     "XH~$h&F)})^XH~%b#%3~%:#%5~%d*FE"},
    {family::dualpipe_v, {13, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&tJQ'!WKE)/HV'}'&WCE$_|SAQ$}QTBR'&X~%^$R(}(%~&;&RUES-^X~%{$*}*?WGUXDVWCUF%!E%cE|~'d}~'d"
     "'~'j}~'cu~'o}~'fg'!C~'l&~'(#~'p`EE|~'c}~'i}~'b}~'n}~'eg'!~'e$'%~'g'~'o<!!|~'b}~'h}~'a}~'m}~'df'!"
     "~'d''%~'f+~'n4!#|~'a}~'g{~'8}~'l}~'cf'!~'c*'%~'e/~'m,!$|~'`}~'ft~'+}~'k}~'bl'!~'b-'%~'d3)$!%|~'_"
     "}~'em~&y}~'j}~'ar'!~'a0'%~'c4F~'d%|~'^}~'df~&l}-}~'`x'!~'`3'%~'b2~'d%|~']}~'c_~&_}-}~'he~'_8'!~'"
     "_6'%~'a0~'c$|~'[}~'b<~&6}-}~'gh~'^;'!~'^9'%~'`.~'b#|~'@}~'a5~&)}-}~'fk~']?'!~']<'%~'_,FEE|SA~&@#"
     "%kXH~$h&F)})fXH~%j#%3~%^#%5~%l*FE"},
    {family::dualpipe_v, {14, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|SA-!H*!"},
    {family::dualpipe_v, {14, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDVF&$WCE$!|SAQ$!TBR$!X7!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|SABR%#XH.!XDF'!"},
    {family::dualpipe_v, {14, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&)WCE$%|SAQ$%TBR$!X^$($%#WCUb!%%|g.c*g/|ge|=|=|=|=|=|=|=|=|g9@#k+|SABR%'XH?$F'("},
    {family::dualpipe_v, {14, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDVF&.WCE$(|SAQ$(TBR$!Xd$(+%#WCUl!%)|u1q1u3|u4q.u3|us|=|=|=|=|=|=|u_e#y/|r+x+q3y+|SAm#%)XH^"
     "$F'."},
    {family::dualpipe_v, {14, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&3WCE$+|SAQ$+TBR$!Xj$(2%#WCUv!%-|~#(4~#$8~#(7|~#(7~#$5~#(7|~#(:~#$2~#(7|~#(}%$|=|=|=|=|"
     "~#(io#~#,3|~#(e~#$+~#,/|~#!+'+~#(-~#$3~#,+|SAu#%-XHb$F'4"},
    {family::dualpipe_v, {14, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&8WCE$.|SAQ$.TBR$!Xp$(9%#WCUE%3|~#67~#2@~#6;|~#6:~#2<~#6;|~#6>~#29~#6;|~#6[~#26~#6;|~#6"
     "}%2|=|=|~#6sy#~#:7|~#6o~#2+~#:3|~#31~#91~#2@~#:/|~#01~#<1~#2_~#:+|SA~#!#%1XHf$F':"},
    {family::dualpipe_v, {14, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&>WCE$1|SAQ$1TBR$!Xv$([%#WCUE%7|~#`:~#[b~#`@|~#`>~#[_~#`@|~#`[~#[[~#`@|~#`_~#[>~#`@|~#`"
     "b~#[:~#`@|~#`}~#`[|~#`}~#[$~#d;|~#`y~#[+~#d7|~#`u~#[3~#d3|~#?1'+~#`7~#[;~#d/|~#?7~#f1~#[g~#d+|SA"
     "~#*#%5XHj$F'["},
    {family::dualpipe_v, {14, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&^WCE$4|SAQ$4TBR$!X}$(c%#WCUE%;|~#n>~#ji~#n_|~#n[~#jf~#n_|~#n_~#jc~#n_|~#nb~#j`~#n_|~#n"
     "e~#j]~#n_|~#nh~#j^~#r@|~#n}~#j2~#r;|~#n}~#j6~#r7|~#k7~#q7~#jg~#r3|~#h7~#t7~#jk~#r/|~#h>~#t1~#jo~"
     "#r+|SA~#2#%9XHn$F'b"},
    {family::dualpipe_v, {14, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&cWCE$7|SAQ$7TBR$!X~#'$(j%#WCUE%@|~#}[~#xp~#}c|~#}_~#xm~#}c|~#}b~#xj~#}c|~#}e~#xg~#}c|~"
     "#}h~#xh~$%_|~#}k~#xi~$%@|~#}n~#xj~$%;|~#}}~#x`~$%7|~#v7'+~#}]~#x_~$%3|~#v>~$'7~#xs~$%/|~#v_~$'1~"
     "#xw~$%+|SA~#:#%>XHr$F'h"},
    {family::dualpipe_v, {14, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&hWCE$:|SAQ$:TBR$!X~#-$(q%#WCUE%_|~$/_~$+w~$/g|~$/b~$+t~$/g|~$/e~$+q~$/g|~$/h~$+r~$3c|~"
     "$/k~$+s~$3_|~$/n~$+t~$3@|~$/q~$+u~$3;|~$,>~$2]~$+o~$37|~$)>~$5>~$+w~$33|~$)_~$57~$+{~$3/|~$)e~$5"
     "1~$+}~$3.|SA~#^#%]XHv$F'n"},
    {family::dualpipe_v, {14, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&mWCE$>|SAQ$>TBR$!X~#3$(x%#WCUE%c|~$>b~$9}~$>m|~$>e~$9{~$>k|~$>h~$9}~$]g|~$>k~$9}~$]d|~"
     "$>n~$9}~$]a|~$>q~$9}~$]^|~$>t~$9}~$]@|~$7>'+~$[@~$9s~$]7|~$7_~$_>~$9}~$]6|~$7e~$_7~$9}~$]6|~$7k~"
     "$_1~$9}~$]6|SA~#f#%aXHz$F't"},
    {family::dualpipe_v, {14, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&rWCE$[|SAQ$[TBR$!X~#9$(}(!%#WCUE%g|~$ge~$c}~$c(~$go|~$gh~$c}~$c)~$kk|~$gk~$c}~$c*~$kg|"
     "~$gn~$c}~$ko|~$gq~$c}~$kl|~$gt~$c}~$ki|~$d_~$jo~$co~$k;|~$a_~$m>~$c}~$k`|~$ae~$m:~$c}~$k]|~$ak~$"
     "m7~$c}~$k?|~$aq~$m1~$c}~$k?|SA~#n#%eXH~##$F'z"},
    {family::dualpipe_v, {14, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&wWCE$_|SAQ$_TBR$!X~#@$(}()%#WCUE%k|~$uh~$j}~$q3~$yo|~$uk~$q}~$q4~$yk|~$un~$q}~$q5~$yg|"
     "~$uq~$q}~$yz|~$ut~$q}~$yw|~$uw~$q}~$yt|~$o_'+~$xm~$qs~$y;|~$oe~${:~$q}~$yk|~$ok~${7~$q}~$yh|~$oq"
     "~${4~$q}~$ye|~$ow~${1~$q}~$yb|SA~#v#%iXH~#'$F'}'#"},
    {family::dualpipe_v, {14, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&}WCE$b|SAQ$bTBR$!X~#a$(}(0WCUE)'%k|~%(k~$q}~%$?~%,o|~%(n~$x}~%$@~%,k|~%(q~%$}~%$[~%,g|"
     "~%(t~%$}~%$]~%,c|~%(w~%$}~%,}%%|~%%e~%+}~%$t~%,@|~%!e~%.:~%$}~%,y|~%!k~%.7~%$}~%,v|~%!q~%.4~%$}~"
     "%,s|~%!w~%.1~%$}~%,p|~%!}~%./~%$}~%,m|SA~$##%mXH~#+$F'}')"},
    {family::dualpipe_v, {14, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&}TWKE(!WCE$b|SAQ$eTBR$!X~#k$(}(1WKRUE+#WC))%k|~%5n~%#}~%1d~%9o|~%5q~%*}~%1e~%9k|~%5t~%"
     "1}~%1f~%9g|~%5w~%1}~%1g~%9c|~%5z~%1}~%1h~%9_|~%/e'+~%8y~%1x~%9@|~%/k~%;7~%1}~%9}%&|~%/q~%;4~%1}~"
     "%9}%#|~%/w~%;1~%1}~%9}E|~%/}~%;/~%1}~%9z|~%/}'2~%1}~%9w|SA~$*#%oXDF~$l%F~#5$'}'*"},
    {family::dualpipe_v, {14, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&}TWKE()WCE$b|SAQ$hTBR$!X~#u$(}(1WKRUE+-WC))%k|~%^q~%0}~%?n~%bo|~%^t~%7}~%?o~%bk|~%^w~%"
     "?}~%?p~%bg|~%^z~%?}~%?q~%bc|~%@k~%a}~%?}~%bg|~%<k~%d7~%?}~%?p~%b@|~%<q~%d4~%?}~%b}%0|~%<w~%d1~%?"
     "}~%b}%-|~%<}~%d/~%?}){%+|~%<}'2~%?})}%'|~%<}'3~%<'JQ~%>}~%ax|SA~$6#%oXDF~$l#SXJ)$0!~#>$'}'*"},
    {family::dualpipe_v, {14, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&}TWKE(0WCE$b|SAQ$kTBR$!X~$$$(}(1WKRUE+7WC))%f(#E|~%kt~%>}~%gx~%oj(#E|~%kw~%`}~%gy~%ojE"
     "|~%kz~%g}~%gz~%og|~%k}~%n}~%g}~%oc|~%ek'+~%n}~%g}~%oh|~%eq~%q4~%g}~%gz~%o@|~%ew~%q1~%g}~%g{~%o;|"
     "~%e}~%q/~%g})}~%o7|~%e}'2~%g})}~%o4|~%e}'3~%e.JQ~%f}~%n}UE|~%d}~%j;~%c)S~%o8~%1}~%mb|SA~$^#%oXDF"
     "~%'&),8!~#a$'}'*"},
    {family::dualpipe_v, {14, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&}TWKE(7WCE$b|SAQ$nTBR$!X~$.$(}(1WKRUE+]WC))%b,'E|~%xw~%f}~%t}~%}l,'E|~%xz~%m}~%t}~%}qE"
     "|~%x}~%{}~%t}~%}k(#E|~%uq~%{}~%t}~%}zE|~%rq~&#4~%t}~%t}~%}f|~%rw~&#1~%t}~%t}~%}c|~%r}~&#/~%t}~%t"
     "}~%}`|~%r}'2~%t}~%t}~%}]|~%r}'3~%r5JQ~%s}~%{}%'|~%q}~%w^~%p)S~%}^~%b}~%z^|~%p}~%v;~%o5~%{9~%>}~%"
     "yb|SA~$j#%oXDF~%'&)4[!~#i$'}'*"},
    {family::dualpipe_v, {14, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&}TWKE(?WCE$b|SAQ$qTBR$!X~$8$(}(1WKRUE+gWC))%^0+E|~&*z~%s}~&&}~&&/~&.b(*EE|~&*}~&-}~&&}"
     "~&.w~&*%|~&*}~&-}~&&}~&.t~&*(|~&$q'+~&-}~&&}~&.zEE|~&$w~&01~&&}~&&}~&.k(#E|~&$}~&0/~&&}~&&}~&.lE"
     "|~&$}'2~&&}~&&}~&.j|~&$}'3~&$<JQ~&%}~&-}%-|~&#}~&)e~&!)S~&.h~%w}~&,?|~&!}~&(^~%}5~&-_~%n}~&+^|~%"
     "}}~&';~%{]~&,9~%e}~&*b|SA~$v#%oXDF~%'&)<d!~#q$'}'*"},
    {family::dualpipe_v, {14, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&}TWKE(aWCE$b|SAQ$tTBR$!X~$^$(}(1WKRUE+qWC))%?4/E|~&7}~&:}~&3}~&3:~&;^(-EEE|~&7}~&:}~&3"
     "}~&3?~&;a~&7)|~&4w~&:}~&3}~&3c~&;?~&7,|~&1w~&>1~&3}~&3}~&;{EE|~&1}~&>/~&3}~&3}~&;q~&7(|~&1}'2~&3"
     "}~&3}~&;uEE|~&1}'3~&1_JQ~&2})}~&63|~&0}~&6l~&/)S~&;r~&1}~&99E|~&/}~&5e~&.5~&:i~&(}~&8?|~&.}~&4^~"
     "&-]~&9_~%z}~&7^|~&-}~&3;~&,i~&89~%q}~&6b|SA~%'#%oXDF~%'&)`l!~#y$'}'*"},
    {family::dualpipe_v, {14, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&}TWKE(hWCE$b|SAQ$wTBR$!X~$h$(}(1WKRUE+{WC))%:83E|~&`}~&`#~&2}~&[}~&[_~&d?~&g2EE|~&`}~&"
     "`&~&9}~&[}~&[`~&d]+)E!!|~&?w'+~&c}~&[}~&[d~&d:~&`0|~&?}~&f/~&[}~&[}~&[_~&d[~&`&|~&?}'2~&[}~&[}~&"
     "dw~&`,|~&?}'3~&?fJQ~&@}~&@v~&c<EEE|~&>}~&_s~&<)S~&d}~&?w~&b2~&^(|~&<}~&^l~&;5~&cs~&>}~&a8EE|~&;}"
     "~&]e~&:]~&bi~&4}~&`9(#E|~&:}~&[^~&9i~&a_~&+}~&_]E|~&9}~&@;~&8u~&`9~&!}~&^b|SA~%3#%oXDF~%'&)ht!~$"
     "&$'}'*"},
    {family::dualpipe_v, {14, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDVF&}TWKEHV'eWCE$b|SAQ$zTBR$!X~$j$(}(1WKRUE+*~%c$*nWC((%0GU(!;4%!E|~&d}~&d&~&6}~&`_~&jt~&a"
     "*~&h3~&d+?/EE|~&a}R~&g}~&`k~&jk~&a1~&h/GU~&g(~&j.!!|~&]}',~&_}~&_e~&ib~&`8~&g+~&c<|~&]}'2~&_}~&_"
     "e~&i>~&`@(&~&c&~&f*~&b*|~&[}'3~&[mJQ~&]v~&g4~&^b(#~&a;|~&@}~&az~&?)S~&f}~&]q~&c8!!|~&>}~&_s~&<5~"
     "&d}F~&@n~&a)~&^.|~&<}~&^l~&;]~&cs~%u$~&ab~&?-~&`1EEE|~&:}~&[e~&9i~&ai~&;,~&_@~&<3'%~&@+|~&9}~&@^"
     "~&8u~&`_~&:4~&^8~&;9~&]+EE|~&7}~&>;~&6}~&^?~&8<~&[1~&9@h%k#E|SA~%1#%oXH~$s&F)oXDF~${$'<H~$j#%6DC"
     "UFE"},
    {family::dualpipe_v, {14, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&}TWKEHV'kWCE$b|SAQ$}QTBR$!X~$s$(}(1WKRUE+*~%f$*wWC((%,GU(!70%*E|~&m}~&p)~&^}~&l_~&v}~&"
     "m+~&t/~&p+~&o4E|~&j}R'+~&e}~&lb~&vt~&m1~&t+GU~&s(~&v2!!|~&i}'2~&k}~&kb~&uk~&l8(&~&o9~&n&E|~&i}'3"
     "~&itJQ~&jl~&tb~&k@(#~&n%~&q*~&m.|~&g}~&m}~&f.S~&r}~&ir~&o)~&l6|~&f}~&lz~&e5~&q}~&hp~&n4~&j'|~&d}"
     "~&js~&c]~&o}~&fm'%~&i3|~&c}~&il~&bi~&ns~&es~&k1~&g#|~&a}~&ge~&`u~&li~&*$~&j@~&c9b%~&f,|~&`}~&f^~"
     "&_}~&kd~&a,~&i8~&b>'!D~&h)FEEE|~&_}~&e;~&6}~&jf~&`4~&h1~&a[h$~&g(EFEE|SA~%>#%oXH~$s&F)wXDF~%0$'6"
     "H~$t#%6D~%/#CUFEFE"},
    {family::dualpipe_v, {14, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDVF&}TWKEHV'qWCE$b|SAQ$}$#TBR$!X~$}$(}(1WKRUE+*~%i$*}*#WC((%(GU(!3,%2E|~&v}~&y&~'$}~&xe~''"
     "}~&y4~'%+~&}+~&{8E|~&v}~&v&'+~&q}~&x_~''}~&y2(&~&}#~'$'~''6!!|~&u}'3~&u{JQ~&vb~'%t~&w8(#~&z8~&y*"
     "E|~&t}~&z}~&s5S~'$}~&vs~&}1~&x2|~&r}~&x}~&q:~'!}~&tq'%~&w;|~&q}~&wz~&p]~&}}~&sn~&y1~&u+|~&o}~&us"
     "~&ni~&z{~&ql[%~&t4|~&n}~&tl~&mu~&yr~&pp'!D~&v/F~&s$|~&m}~&se~&l}~&xn~&osb$~&u.E~&s$|~&l}~&r^~&_}"
     "~&wp~&<$~&u8~&n>'!~&n$~&t+F~&r$|~&k}~&q;~&6}~&vr~&l,~&t1~&m[h$~&s.E~&q$|SA~%e#%oXH~$s&F)}~%f$F~%"
     "[$'0H~%##%6D~%3#%%~%1#FE"},
    {family::dualpipe_v, {14, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&}TWKEHV'wWCE$b|SAQ$}$&TBR$!X~%*$(}(1WKRUE+*~%l$*}*,WC((%$GU(!/(%:E|~'$}~''&'+~&v}~')[~"
     "'3}~'*>(&~'-,~',<E|~''}~'','&~&{}(%JQ~'(<~'2}~');(#GU~'/(~'2:!!|~'%}~'+}~'$<S~'0}~''t'%~'*3~').E"
     "|~'$}~'*}~'#]~'/}~'&r~',.~'/1!$|~'!}~'(}~&}b~'-}~'$o:%~''<|~&}}~''z~&{i~',}~'#j'!D~'),F~'&/|~&{}"
     "~'&s~&zu~'+z~'!f[$~'(.~'$#~',$!$|~&z}~'%l~&y}~'*v~&}i'!~&}$~''.~'#$F~'$$|~&y}~'$e~&l}~')y~&{lb$~"
     "'&4EF~'$%|~&x}~'#^~&_}~'(}~&zo'!~&z*~'%+~&}#~'##|~&w}~'!;~&6}~''}~&x&~'%1~&y[h$~'$4~&{$FEE|SA~%q"
     "#%oXH~$s&F)})*XDF~%l$'*H~%-#%6D~%7#%)~%9%FE"},
    {family::dualpipe_v, {14, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDVF&}TWKEHV'}VWCE$b|SAQ$}$&TBR'%X~%3$(}(1WKRUE+*~%o$*}*5WC((WGU(!+$%^E|~'0}~'3,'&~'%}(,JQ~"
     "'42~'?}~'5b(#~'8+~'7[E|~'2}~'2-~'8}~'15S~'>}~'4u~':+~'>?!!|~'0}~'6}~'/d~';}~'2s4%~'50~'42E|~'/}~"
     "'5}~'.i~':}~'1n'!D~'7)F~';5!$|~'.}~'4}~'-n~'9}~'0h:$~'6+~'$#~':.~'3%|~'-}~'3z~',u~'8}~'/b'!~'/$~"
     "'5+~'1')'~'2%|~',}~'2s~'+}~'7}~'.a[$~'41~'0+F~'1%|~'+}~'1l~&y}~'6}~'-g'!~'-*~'3+~'/)~'1%|~'*}~'0"
     "e~&l}~'5}~',mb$~'27~'.'~'0$|~')}~'/^~&_}~'4}~'4*~'+h'!~'+0~'1+~'-%~'/#|~'(}~'.;~&6}-}~'3-~'*kh$~"
     "'0:~',&FEE|SA~&!#%oXH~$s&F)})2XDF~%m#'%H~%7#%6D~%;#%-~%]'FE"},
    {family::dualpipe_v, {14, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&}TWKEHV'}'&WCE$b|SAQ$}$&TBR'&X~%:$R(}(,JQ~&g$RUE3$+%~%q$*}*?WC(%GU+!.#%cE|~';}~'?-~'`}"
     "~'><S~'e}~'[v.%~&z&~'^`E|~'>}~'>-~'_}~'<]~'d}~'@r'!D~'a&F~'e^!!|~'<}~'^}~';p~'c}~'?l4$~'`(~'%#~'"
     "d;!#|~';}~']}~':u~'b}~'>f'!~'>$~'_(~'@'~'c3!$|~':}~'[}~'9z~'a}~'<`:$~'^.~'?+~'b+!%|~'9}~'@z~'8}~"
     "'`}~';_'!~';*~'](~'>/)$!%|~'8}~'?s~'+}~'_}~':e[$~'[4~'<0F~'>%|~'7}~'>l~&y}~'^}~'9k'!~'90~'@(~';."
     "~'>%|~'6}~'<e~&l}~']}~'8qb$~'?:~':,~'<$|~'5}~';^~&_}-}~'[5~'7a'!~'76~'>(~'9*~';#|~'4}~':;~&6}-}~"
     "'@8~'6dh$~'<[~'8(FEE|SA~&.#%oXH~$s&F)}):XDF~&!$~%]#%6D~%@#%1~%e)FE"},
    {family::dualpipe_v, {14, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&yJQ'!WKEHV'}',WCE$b|SAQ$}$&TBR'&X~%]$R(}(,~&m&RUES-*X~%s$*}*cWGUXDVWCUF%!E%gE|~'c}~'f-"
     "~'l}~'ed~'q}~'hp'!C~'n&~'&#~'rdEE|~'e}~'e-~'k}~'di~'p}~'gj'!~'g$'%~'i'~'q[!!|~'d}~'j}~'c}~'o}~'f"
     "d'!~'f''%~'h+~'p8!#|~'c}~'i}~'b}~'n}~'ec'!~'e*'%~'g/~'o0!$|~'b}~'h}~'a}~'m}~'db'!~'d-'%~'f3)'~'f"
     "%E|~'a}~'gz~'8}~'l}~'cc'!~'c0'%~'e7F~'f&|~'`}~'fs~'+}~'k}~'bi'!~'b3'%~'d5~'f&|~'_}~'el~&y}~'j}~'"
     "ao'!~'a6'%~'c3~'e%|~'^}~'de~&l}-}~'`u'!~'`9'%~'b1~'d$|~']}~'c^~&_}-}~'h[~'_?'!~'_<'%~'a/~'c#|~'["
     "}~'b;~&6}-}~'g_~'^]'!~'^@'%~'`-FEE|SA~&:#%oXH~$s&F)})^XH~%g#%6D~%_#%5~%m+FE"},
    {family::dualpipe_v, {14, 29, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&yJQ'!WKE)'HV'}',WCE$b|SAQ$}$&TBR'&X~%e$R(}(,~&m&RUES-6X~&$$*}*cWGUXDVWCUF%!E%gE|~'o}~'"
     "r-~'x}~'qp~(!}~'tp'!C~'z&~'2#~(#dEE|~'q}~'q-~'w}~'pu~'}}~'sj'!~'s$'%~'u'~(![!!|~'p}~'v}~'o}~'{}~"
     "'rp'!~'r''%~'t+~'}8!#|~'o}~'u}~'n}~'z}~'qo'!~'q*'%~'s/~'{0!$|~'n}~'t}~'m}~'y}~'pn'!~'p-'%~'r3)'~"
     "'r%E|~'m}~'sz~'8}~'x}~'oo'!~'o0'%~'q7F~'r&|~'l}~'rs~'+}~'w}~'nu'!~'n3'%~'p5~'r&|~'k}~'ql~&y}-}~'"
     "m{'!~'m6'%~'o3~'q%|~'j}~'pe~&l}-}~'ue~'l;'!~'l9'%~'n1~'p$|~'i}~'o^~&_}-}~'th~'k?'!~'k<'%~'m/~'o#"
     "|~'h}~'n;~&6}-}~'sk~'j]'!~'j@'%~'l-FEE|SA~&b#%oXH~$s&F)})fXH~%o#%6D~%g#%5~%u+FE"},
    {family::dualpipe_v, {14, 30, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&yJQ'!WKE)/HV'}',WCE$b|SAQ$}$&TBR'&X~%m$R(}(,~&m&RUES-^X~&0$*}*cWGUXDVWCUF%!E%gE|~'{}~("
     "#-~()}~(!}~(.}~(%p'!C~(+&~'?#~(/dEE|~(!}~(!-~((}~'}}~(-}~($o'!~($$'%~(&'~(.[!!|~'}}~('}~'{}~(,}~"
     "(#}'!~(#''%~(%+~(-8!#|~'{}~(&}~'z}~(+}~(!{'!~(!*'%~($/~(,0!$|~'z}~(%}~'y}~(*}~'}z'!~'}-'%~(#3)'~"
     "(#%E|~'y}~($z~'8}~()}~'{{'!~'{0'%~(!7F~(#&|~'x}~(#s~'+}-}~'z}''~'z3'%~'}5~(#&|~'w}~(!l~&y}-}~('n"
     "~'y8'!~'y6'%~'{3~(!%|~'v}~'}e~&l}-}~(&q~'x;'!~'x9'%~'z1~'}$|~'u}~'{^~&_}-}~(%t~'w?'!~'w<'%~'y/~'"
     "{#|~'t}~'z;~&6}-}~($w~'v]'!~'v@'%~'x-FEE|SA~&n#%oXH~$s&F)})nXH~%w#%6D~%o#%5~&!+FE"},
    {family::dualpipe_v, {15, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|SA-!H*!"},
    {family::dualpipe_v, {15, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDVF&$WCE$!|SAQ$!TBR$!X7!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|=|SABR%#XH.!XDF'!"},
    {family::dualpipe_v, {15, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&)WCE$%|SAQ$%TBR$!X^$($%#WCUb!%%|g.c*g/|ge|=|=|=|=|=|=|=|=|=|g9@#k+|SABR%'XH?$F'("},
    {family::dualpipe_v, {15, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDVF&.WCE$(|SAQ$(TBR$!Xd$(+%#WCUl!%)|u1q1u3|u4q.u3|us|=|=|=|=|=|=|=|u_e#y/|r+x+q3y+|SAm#%)X"
     "H^$F'."},
    {family::dualpipe_v, {15, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&3WCE$+|SAQ$+TBR$!Xj$(2%#WCUv!%-|~#(4~#$8~#(7|~#(7~#$5~#(7|~#(:~#$2~#(7|~#(}%$|=|=|=|=|"
     "=|~#(io#~#,3|~#(e~#$+~#,/|~#!+'+~#(-~#$3~#,+|SAu#%-XHb$F'4"},
    {family::dualpipe_v, {15, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&8WCE$.|SAQ$.TBR$!Xp$(9%#WCUE%3|~#67~#2@~#6;|~#6:~#2<~#6;|~#6>~#29~#6;|~#6[~#26~#6;|~#6"
     "}%2|=|=|=|~#6sy#~#:7|~#6o~#2+~#:3|~#31~#91~#2@~#:/|~#01~#<1~#2_~#:+|SA~#!#%1XHf$F':"},
    {family::dualpipe_v, {15, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&>WCE$1|SAQ$1TBR$!Xv$([%#WCUE%7|~#`:~#[b~#`@|~#`>~#[_~#`@|~#`[~#[[~#`@|~#`_~#[>~#`@|~#`"
     "b~#[:~#`@|~#`}~#`[|=|~#`}~#[$~#d;|~#`y~#[+~#d7|~#`u~#[3~#d3|~#?1'+~#`7~#[;~#d/|~#?7~#f1~#[g~#d+|"
     "SA~#*#%5XHj$F'["},
    {family::dualpipe_v, {15, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&^WCE$4|SAQ$4TBR$!X}$(c%#WCUE%;|~#n>~#ji~#n_|~#n[~#jf~#n_|~#n_~#jc~#n_|~#nb~#j`~#n_|~#n"
     "e~#j]~#n_|~#nh~#j?~#n_|~#n}~#j.~#r@|~#n}~#j2~#r;|~#n}~#j6~#r7|~#k7~#q7~#jg~#r3|~#h7~#t7~#jk~#r/|"
     "~#h>~#t1~#jo~#r+|SA~#2#%9XHn$F'b"},
    {family::dualpipe_v, {15, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&cWCE$7|SAQ$7TBR$!X~#'$(j%#WCUE%@|~#}[~#xp~#}c|~#}_~#xm~#}c|~#}b~#xj~#}c|~#}e~#xg~#}c|~"
     "#}h~#xd~#}c|~#}k~#xe~$%_|~#}n~#xf~$%@|~#}}~#x[~$%;|~#}}~#x`~$%7|~#v7'+~#}]~#x_~$%3|~#v>~$'7~#xs~"
     "$%/|~#v_~$'1~#xw~$%+|SA~#:#%>XHr$F'h"},
    {family::dualpipe_v, {15, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&hWCE$:|SAQ$:TBR$!X~#-$(q%#WCUE%_|~$/_~$+w~$/g|~$/b~$+t~$/g|~$/e~$+q~$/g|~$/h~$+n~$/g|~"
     "$/k~$+o~$3c|~$/n~$+p~$3_|~$/q~$+q~$3@|~$/t~$+r~$3;|~$,>~$2>~$+s~$37|~$)>~$5>~$+w~$33|~$)_~$57~$+"
     "{~$3/|~$)e~$51~$+}~$3.|SA~#^#%]XHv$F'n"},
    {family::dualpipe_v, {15, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&mWCE$>|SAQ$>TBR$!X~#3$(x%#WCUE%c|~$>b~$9}~$>m|~$>e~$9{~$>k|~$>h~$9x~$>k|~$>k~$9y~$]g|~"
     "$>n~$9z~$]c|~$>q~$9{~$]_|~$>t~$9}~$]@|~$>w~$9}~$]<|~$7>'+~$[;~$9w~$]7|~$7_~$_>~$9}~$]6|~$7e~$_7~"
     "$9}~$]6|~$7k~$_1~$9}~$]6|SA~#f#%aXHz$F't"},
    {family::dualpipe_v, {15, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&rWCE$[|SAQ$[TBR$!X~#9$(}(!%#WCUE%g|~$ge~$c}~$c(~$go|~$gh~$c}~$gu|~$gk~$c}~$c&~$kk|~$gn"
     "~$c}~$ko|~$gq~$c}~$kl|~$gt~$c}~$ki|~$gw~$c}~$kf|~$d_~$jk~$cs~$k;|~$a_~$m[~$c}~$k]|~$ae~$m>~$c}~$"
     "k?|~$ak~$m7~$c}~$k?|~$aq~$m1~$c}~$k?|SA~#n#%eXH~##$F'z"},
    {family::dualpipe_v, {15, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&wWCE$_|SAQ$_TBR$!X~#@$(}()%#WCUE%k|~$uh~$j}~$q/~$us|~$uk~$q}~$q0~$yo|~$un~$q}~$q1~$yk|"
     "~$uq~$q}~$q2~$yg|~$ut~$q}~$yw|~$uw~$q}~$yt|~$uz~$q}~$yq|~$o_'+~$xi~$qw~$y;|~$oe~${>~$q}~$yh|~$ok"
     "~${:~$q}~$ye|~$oq~${7~$q}~$yb|~$ow~${1~$q}~$yb|SA~#v#%iXH~#'$F'}'#"},
    {family::dualpipe_v, {15, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&}WCE$b|SAQ$bTBR$!X~#a$(}(0%#WCUE%o|~%(k~$q}~%$:~%,s|~%(n~$x}~%$;~%,o|~%(q~%$}~%$<~%,k|"
     "~%(t~%$}~%$>~%,g|~%(w~%$}~%,}%%|~%(z~%$}~%,}%!|~%%e~%+}~%$t~%,@|~%!e~%.>~%$}~%,v|~%!k~%.:~%$}~%,"
     "s|~%!q~%.7~%$}~%,p|~%!w~%.4~%$}~%,m|~%!}~%.2~%$}~%,j|SA~$##%mXH~#+$F'}')"},
    {family::dualpipe_v, {15, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&}&$WCE$e|SAQ$eTBR$!X~#g$(}(7WCUE)'%o|~%6n~$x}~%2a~%:s|~%6q~%$}~%2b~%:o|~%6t~%+}~%2c~%:"
     "k|~%6w~%2}~%2d~%:g|~%6z~%2}~%2e~%:c|~%6}~%9t~%2o~%:_|~%0e'+~%9{~%2w~%:@|~%0k~%<:~%2}~%:}%$|~%0q~"
     "%<7~%2}~%:}UE|~%0w~%<4~%2}~%:{|~%0}~%<2~%2}~%:x|~%0}~%<5~%2}~%:u|SA~$+#%qXH~#/$F'}'/"},
    {family::dualpipe_v, {15, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&}&%WKE(!WCE$e|SAQ$hTBR$!X~#q$(}(8WKRUE+#WC))%o|~%_q~%*}~%@k~%cs|~%_t~%1}~%@l~%co|~%_w~"
     "%8}~%@m~%ck|~%_z~%@}~%@n~%cg|~%_}~%b}~%@p~%cc|~%[k~%b}~%@}~%ch|~%>k~%e:~%@}~%c}%1|~%>q~%e7~%@}~%"
     "c}%.|~%>w~%e4~%@}~%c}%+|~%>}~%e2~%@}~%c}%(|~%>}~%e5~%@}~%c}%%|~%>}'8~%@}){%#|SA~$2#%sXDF~$x%F~#9"
     "$'}'0"},
    {family::dualpipe_v, {15, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&}&%WKE()WCE$e|SAQ$kTBR$!X~#{$(}(8WKRUE+-WC))%o|~%lt~%7}~%hu~%ps|~%lw~%?}~%hv~%po|~%lz~"
     "%a}~%hw~%pk|~%l}~%o}~%hy~%pg|~%l}~%o}~%h}~%pd|~%fk'+~%o}~%h}~%pi|~%fq~%r7~%h}~%hx~%p@|~%fw~%r4~%"
     "h})}~%p8|~%f}~%r2~%h})}~%p5|~%f}~%r5~%h})}~%p2|~%f}'8~%h})}~%p/|~%f}'9~%f'JQ~%g})}%#|SA~$?#%sXDF"
     "~$x#SXJ)$0!~#]$'}'0"},
    {family::dualpipe_v, {15, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&}&%WKE(0WCE$e|SAQ$nTBR$!X~$*$(}(8WKRUE+7WC))%j(#E|~%yw~%`}~%u}~&!q(#E|~%yz~%g}~%u}~&!r"
     "E|~%y}~%}}~%u}~&!q|=|~%vq~%}}~%u}~&!}|~%sq~&$7~%u}~%u}~&!d|~%sw~&$4~%u}~%u}~&!a|~%s}~&$2~%u}~%u}"
     "~&!^|~%s}~&$5~%u})}~&!@|~%s}'8~%u})}~&!<|~%s}'9~%s.JQ~%t})}~%x)|~%r}~%x]~%q)S~&!8~%7}~%{j|SA~$f#"
     "%sXDF~%3&),8!~#e$'}'0"},
    {family::dualpipe_v, {15, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&}&%WKE(7WCE$e|SAQ$qTBR$!X~$4$(}(8WKRUE+]WC))%f,'E|~&+z~%m}~&'}~&',~&/j,'E|~&+}~&.}~&'}"
     "~&/}EE|~&+}~&.}~&'}~&/y(#E|~&+}~&.}~&'}~&/}UE|~&%q'+~&.}~&'}~&/}E|~&%w~&14~&'}~&'}~&/n|~&%}~&12~"
     "&'}~&'}~&/k|~&%}~&15~&'}~&'}~&/h|~&%}'8~&'}~&'}~&/e|~&%}'9~&%5JQ~&&})}~&*/|~&$}~&*d~&#)S~&/^~%h}"
     "~&-f|~&#}~&)]~&!5~&.9~%_}~&,j|SA~$r#%sXDF~%3&)4[!~#m$'}'0"},
    {family::dualpipe_v, {15, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&}&%WKE(?WCE$e|SAQ$tTBR$!X~$?$(}(8WKRUE+gWC))%b0+E|~&8}~&;}~&4}~&47~&<f(*EE|~&8}~&;}~&4"
     "}~&4;~&<i~&8%|~&8}~&;}~&4}~&4@~&<b~&8(|~&5w~&;}~&4}~&4d~&<eEE|~&2w~&?4~&4}~&4}~&<v(#E|~&2}~&?2~&"
     "4}~&4}~&<wE|~&2}~&?5~&4}~&4}~&<u|~&2}'8~&4}~&4}~&<r|~&2}'9~&2<JQ~&3})}~&;5|~&1}~&7k~&0)S~&<h~&!}"
     "~&:b|~&0}~&6d~&/5~&;_~%t}~&9f|~&/}~&5]~&.]~&:9~%k}~&8j|SA~%##%sXDF~%3&)<d!~#u$'}'0"},
    {family::dualpipe_v, {15, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&}&%WKE(aWCE$e|SAQ$wTBR$!X~$d$(}(8WKRUE+qWC))%^4/E|~&a}~&a#~&,}~&]}~&][~&eb(-EEE|~&a}~&"
     "a&~&3}~&]}~&]]~&ee~&a)|~&a}~&a)~&:}~&]}~&]^~&e^~&a,|~&@w'+~&d}~&]}~&]e~&eeEE|~&@}~&g2~&]}~&]}~&e"
     "}~&a(|~&@}~&g5~&]}~&]}~&e}~&b%|~&@}'8~&]}~&]}~&ez(#E|~&@}'9~&@_JQ~&[})}~&d:E|~&?}~&`r~&>)S~&er~&"
     "7}~&c^|~&>}~&_k~&<5~&di~&.}~&bb|~&<}~&^d~&;]~&c_~&%}~&af|~&;}~&]]~&:i~&b9~%w}~&`j|SA~%/#%sXDF~%3"
     "&)`l!~$!$'}'0"},
    {family::dualpipe_v, {15, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDVF&}&%WKE(hWCE$e|SAQ$zTBR$!X~$n$(}(8WKRUE+{WC))%?83E|~&n}~&n&~&9}~&j}~&jf~&r^~&u2EE|~&n}~"
     "&n)~&[}~&j}~&jg~&ra+)E!!|~&k}R~&q}~&j}~&jt~&r?~&n0|~&h}',~&q}~&j}~&jl~&r`~&n&|~&h}~&t5~&j}~&j}~&"
     "jg~&r:~&n,|~&h}'8~&j}~&j}~&r}~&r,EEE|~&h}'9~&hfJQ~&i}~&i}~&q8~&m(|~&g}~&my~&f)S~&r}~&h}~&p<EE|~&"
     "f}~&lr~&e5~&qs~&_}~&o>(#E|~&e}~&kk~&d]~&pi~&:}~&naE|~&d}~&jd~&ci~&o_~&1}~&mf|~&c}~&i]~&bu~&n9~&("
     "}~&lj|SA~%;#%sXDF~%3&)ht!~$*$'}'0"},
    {family::dualpipe_v, {15, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&}&%WKEHV'eWCE$e|SAQ$}QTBR$!X~$p$(}(8WKRUE+*~%p$*nWC((%4GU(!@7E|~&o}~&r)~&>}~&nf~&xt~&o"
     "*~&v7~&r+?/EE|~&o}~&r,~&`}~&ni~&xk~&o1~&v3GU~&u(~&x.!!|~&k}R'+~&t}~&mo~&wb~&n8~&u/~&q<|~&k}'2~&m"
     "}~&mo~&w>~&n@~&u+~&q%~&t*~&p*|~&j}'8~&l}~&lo~&v4~&mb(&~&p<|~&j}'9~&jmJQ~&k}~&u/~&li(#~&o(~&r.!!|"
     "~&h}~&n}~&g-S~&s}+)~&jo~&p,~&m.|~&g}~&my~&f5~&r}~&h%~&pi~&i'~&o4EEE|~&e}~&kr~&d]~&ps~&f,~&nb~&g-"
     "~&m)~&j*|~&d}~&jk~&ci~&oi~&e4~&m@~&f3~&l.EE|~&b}~&hd~&au~&m_~&c<~&k8~&d9'%~&g'|~&a}~&g]~&`}~&l?~"
     "&b`~&j1~&c@~&i(E|SA~%8#%sXH~%#&F)oXDF~%#$'^H~$s#%7^!"},
    {family::dualpipe_v, {15, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDVF&}&%WKEHV'kWCE$e|SAQ$}$#TBR$!X~$y$(}(8WKRUE+*~%s$*wWC((%0GU(!;4%&E|~&x}~'#,~&e}~&zf~')}"
     "~&{+~''3~'#+~'!4E|~&x}~&{&~'&}~&zr~')t~&{1~''/GU~'&(~')2!!|~&w}~&w&~'(.~&r}~&yi~'(k~&z8~'&+~'!8~"
     "&}&E|~&w}'8~&y}~&yl~'(b~&z@(&~'!&~'%*~&}.|~&v}'9~&vtJQ~&wv~'&>~&xb(#~&{@|~&u}~&{}~&t4S~'%}~&wz~'"
     "!7~&y'|~&s}~&y}~&r9~'#}~'#)~&un~&{)~&x2|~&r}~&xy~&q]~'!}F~&tt~&z4~&v#|~&p}~&vr~&oi~&{s~&2$~&yb~&"
     "r3'%~&u/|~&o}~&uk~&nu~&zi~&p,~&x@~&q9~&w.EEE|~&m}~&sd~&l}~&xd~&n4~&v8~&o@h%~&r(|~&l}~&r]~&_}~&wf"
     "~&m<~&u1~&n_'!D~&t&FEE|SA~%`#%sXH~%#&F)wXDF~%3$'<H~%!#%7CUXDb!FE"},
    {family::dualpipe_v, {15, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&}&%WKEHV'qWCE$e|SAQ$}$&TBR$!X~%'$(}(8WKRUE+*~%v$*}*#WC((%,GU(!70%.E|~'&}~'//~&q}~'+f~'"
     "5}~',4~'3/~'/+~'.8E|~'&}~')&'+~&x}~'+i~'5}~',2~'3+GU~'2(~'56!!|~'(}~'(,'+~'#}~'*i~'4t~'+8(&~'.9~"
     "'-*E|~'(}'9~'({JQ~')l~'3k~'*@(#~'-%~'0*~',2|~'&}~',}~'%;S~'1}~'({~'.)~'+:|~'%}~'+}~'$[~'0}~''y~'"
     "-4~')+|~'#}~')}~'!a~'.}~'%v'%~'(7|~'!}~'(y~&}i~'-}~'$s~'*5!#|~&{}~'&r~&zu~'+s~'!yb%~'%0|~&z}~'%k"
     "~&y}~'*n~&_$~'(@~&}>'!D~'',F~'$#|~&y}~'$d~&l}~')p~&z,~''8~&{[h$~'&+E~'$#|~&x}~'#]~&_}~'(r~&y4~'&"
     "1~&z_'!~&z$~'%(F~'##|SA~%l#%sXH~%#&F)}~%q$F~%_$'6H~%,#%7~%<#%%E~%<#"},
    {family::dualpipe_v, {15, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDVF&}&%WKEHV'wWCE$e|SAQ$}$)TBR$!X~%0$(}(8WKRUE+*~%y$*}*,WC((%(GU(!3,%6E|~'/}~'8,~'?}~'7l~'"
     "]}~'8>~'@+~';+~':<E|~'2}~'5,'+~')}~'7f~']}~'8;(&~';#~'?'~']:!!|~'4}~'42'&~'-}(%JQ~'5b~'@}~'69(#~"
     "'98~'8.E|~'3}~'9}~'2^S~'?}~'5}~';1~'?1!$|~'1}~'7}~'0c~'<}~'3z'%~'6@|~'0}~'6}~'/h~';}~'2w~'81~'4/"
     "|~'.}~'4}~'-m~'9}~'0t[%~'38|~'-}~'3y~',u~'8{~'/p'!D~'5/F~'2(|~',}~'2r~'+}~'7w~'.sb$~'41EF~'1$|~'"
     "+}~'1k~&y}~'6z~'-v'!~'-$~'3.F~'1%|~'*}~'0d~&l}~'5}~&q$~'38~',[h$~'21E~'0%|~')}~'/]~&_}~'4}~'*.~'"
     "21~'+_'!~'+*~'1(~'-#FEE|SA~%x#%sXH~%#&F)})*XDF~%o$'0H~%6#%7~%[#%)~%^$FE"},
    {family::dualpipe_v, {15, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&}&%WKEHV'}VWCE$e|SAQ$}$,TBR$!X~%9$(}(8WKRUE+*~%}$*}*5WC((%$GU(!/(%?E|~'8}~'],'+~'.}~'_"
     "c~'i}~'`b(&~'c,~'b[E|~'?}~']2'&~'3}(,JQ~'^<~'h}~'_`(#GU~'e(~'h?!!|~'@}~'@3~'a}~'?5S~'f}~']}U'%~'"
     "`3~'_2E|~'?}~'`}~'>j~'e}~'[{~'b.~'e5!$|~'<}~'^}~';o~'c}~'?x:%~'][|~';}~']}~':t~'b}~'>s'!D~'_,F~'"
     "[3|~':}~'[}~'9y~'a}~'<m[$~'^.~'7#~'b'~'@%|~'9}~'@y~'8}~'`}~';l'!~';$~'].~'>'F~'?%|~'8}~'?r~'+}~'"
     "_}~':rb$~'[4~'<%~'?%|~'7}~'>k~&y}~'^}~'9x'!~'9*~'@.~';#~'>$|~'6}~'<d~&l}~']}++~'8rh$~'?7~':$~'<#"
     "|~'5}~';]~&_}-}~'62~'?1~'7_'!~'70~'>(~'9%FEE|SA~&)#%sXH~%#&F)})2XDF~&$$'*H~%[#%7~%`#%-~%f&FE"},
    {family::dualpipe_v, {15, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#qTBDVF&}&%WKEHV'}'&WCE$e|SAQ$}$,TBR'%X~%^$(}(8WKRUE+*~&$$*}*?WC((WGU(!+$%bE|~'`}~'i2'&~'8}(3J"
     "Q~'j2~'t}~'kk(#~'n+~'m`E|~'e}~'h3~'n}~'g<S~'s}~'j}GU~'p+~'s^!!|~'f}~'f3~'l}~'e]~'q}~'h}4%~'k0~'j"
     "6E|~'e}~'k}~'dv~'p}~'gw'!D~'m)F~'q9!$|~'d}~'j}~'c{~'o}~'fq:$~'l+~':#~'p2!%|~'c}~'i}~'b}~'n}~'eo'"
     "!~'e$~'k+~'g'~'o+!%|~'b}~'h}~'a}~'m}~'dn[$~'j1~'f+)$!%|~'a}~'gy~'8}~'l}~'cp'!~'c*~'i+~'e,F~'f%|~"
     "'`}~'fr~'+}~'k}~'bvb$~'h7~'d*~'f%|~'_}~'ek~&y}~'j}~'j3~'ah'!~'a0~'g+~'c(~'e$|~'^}~'dd~&l}-}~'i6~"
     "'`kh$~'f>~'b&~'d#|~']}~'c]~&_}-}~'h9~'_n'!~'_6~'e(~'a'FEE|SA~&5#%sXH~%#&F)}):XDF~&%#'%H~%f#%7~%d"
     "#%1~%n(FE"},
    {family::dualpipe_v, {15, 29, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}&%WKEHV'}',WCE$e|SAQ$}$,TBR'&X~%e$R(}(3JQ~'!$RUE3$+%~&&$*}*cWC(%GU+!.#%gE|~'k}~'t3~'z"
     "}~'s_S~($}~'v}WGU.%~'5&~'xdE|~'p}~'s3~'y}~'rd~(#}~'u{'!D~'{&F~($b!!|~'r}~'r3~'x}~'qi~(!}~'tu4$~'"
     "z(~';#~(#@!#|~'q}~'w}~'p}~'}}~'su'!~'s$~'y(~'u'~(!7!$|~'p}~'v}~'o}~'{}~'rt:$~'x.~'t+~'}/!%|~'o}~"
     "'u}~'n}~'z}~'qs'!~'q*~'w(~'s/)'~'t&|~'n}~'t}~'m}~'y}~'pr[$~'v4~'r3F~'s&|~'m}~'sy~'8}~'x}~'ot'!~'"
     "o0~'u(~'q1~'s&|~'l}~'rr~'+}~'w}~'nzb$~'t:~'p/~'r%|~'k}~'qk~&y}-}~'v?~'ma'!~'m6~'s(~'o-~'q$|~'j}~"
     "'pd~&l}-}~'u]~'ldh$~'r[~'n+~'p#|~'i}~'o]~&_}-}~'t`~'kg'!~'k<~'q(~'m)FEE|SA~&]#%sXH~%#&F)})^XDF~&"
     "5$~%p#%7~%h#%5~%v*FE"},
    {family::dualpipe_v, {15, 30, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}TBJQ'!WKEHV'}'2WCE$e|SAQ$}$,TBR'&X~%l$R(}(3~'(&RUES-*X~&($*}*lWGUXDVWCUF%!E%kE|~'w}~("
     "%3~(+}~($k~(0}~('y'!C~(-&~'<#~(1hEE|~'}}~($3~(*}~(#p~(/}~(&s'!~(&$'%~(('~(0`!!|~(#}~(#3~()}~(!u~"
     "(.}~(%m'!~(%''%~('+~(/<!#|~(!}~((}~'}}~(-}~($y'!~($*'%~(&/~(.4!$|~'}}~('}~'{}~(,}~(#x'!~(#-'%~(%"
     "3~(-,!%|~'{}~(&}~'z}~(+}~(!w'!~(!0'%~($7)$!&|~'z}~(%}~'y}~(*}~'}v'!~'}3'%~(#8F~($&|~'y}~($y~'8}~"
     "()}~'{x'!~'{6'%~(!6~($&|~'x}~(#r~'+}-}~'z}'$~'z9'%~'}4~(#%|~'w}~(!k~&y}-}~('e~'y?'!~'y<'%~'{2~(!"
     "$|~'v}~'}d~&l}-}~(&h~'x]'!~'x@'%~'z0~'}#|~'u}~'{]~&_}-}~(%k~'w`'!~'w^'%~'y.FEE|SA~&i#%sXH~%#&F)}"
     ")fXH~%z#%7~%l#%9~&#,FE"},
    {family::dualpipe_v, {15, 31, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}TBJQ'!WKE)'HV'}'2WCE$e|SAQ$}$,TBR'&X~%t$R(}(3~'(&RUES-6X~&4$*}*lWGUXDVWCUF%!E%kE|~((}"
     "~(13~(7}~(0w~(<}~(3y'!C~(9&~'d#~(>hEE|~(-}~(03~(6}~(/}~(;}~(2s'!~(2$'%~(4'~(<`!!|~(/}~(/3~(5}~(."
     "}~(:}~(1r'!~(1''%~(3+~(;<!#|~(.}~(4}~(-}~(9}~(0}'+~(0*'%~(2/~(:4!$|~(-}~(3}~(,}~(8}~(/}'*~(/-'%~"
     "(13~(9,!%|~(,}~(2}~(+}~(7}~(.}')~(.0'%~(07)$!&|~(+}~(1}~(*}~(6}~(-}'(~(-3'%~(/8F~(0&|~(*}~(0y~'8"
     "}-}~(,}'*~(,6'%~(.6~(0&|~()}~(/r~'+}-}~(4n~(+;'!~(+9'%~(-4~(/%|~((}~(.k~&y}-}~(3q~(*?'!~(*<'%~(,"
     "2~(.$|~('}~(-d~&l}-}~(2t~()]'!~()@'%~(+0~(-#|~(&}~(,]~&_}-}~(1w~((`'!~((^'%~(*.FEE|SA~&u#%sXH~%#"
     "&F)})nXH~&'#%7~%t#%9~&+,FE"},
    {family::dualpipe_v, {15, 32, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}TBJQ'!WKE)/HV'}'2WCE$e|SAQ$}$,TBR'&X~%}$R(}(3~'(&RUES-^X~&[$*}*lWGUXDVWCUF%!E%kE|~(4}"
     "~(>3~(_}~(<}~(d}*}~(@#'!C~(a&~'p#~(ehEE|~(9}~(<3~(^}~(;}~(c}~(?}'%~(?$'%~(['~(d`!!|~(;}~(;3~(]}~"
     "(:}~(b}~(>}'$~(>''%~(@+~(c<!#|~(:}~([}~(9}~(a}*}~(<4'!~(<*'%~(?/~(b4!$|~(9}~(@}~(8}~(`}*}~(;3'!~"
     "(;-'%~(>3~(a,!%|~(8}~(?}~(7}-{~(:}~(:3'!~(:0'%~(<7)$!&|~(7}~(>}~(6}-}~(9}'4~(93'%~(;8F~(<&|~(6}~"
     "(<y~'8}-}~(]w~(88'!~(86'%~(:6~(<&|~(5}~(;r~'+}-}~([z~(7;'!~(79'%~(94~(;%|~(4}~(:k~&y}-}~(@}~(6@'"
     "!~(6<'%~(82~(:$|~(3}~(9d~&l}-}~(?}~(5a'!~(5@'%~(70~(9#|~(2}~(8]~&_}-}~(>}~(4g'!~(4^'%~(6.FEE|SA~"
     "'&#%sXH~%#&F)})vXH~&/#%7~%}#%9~&3,FE"},
    {family::dualpipe_v, {16, 1, 2, 0, 0}, false, placement::v, true,
     "AQTBDVFWCE|S,#RX.$UE|/-|=|=|=|=|=|=|=|=|=|=|=|=|SA-!H*!"},
    {family::dualpipe_v, {16, 2, 2, 0, 0}, false, placement::v, true,
     "AQAQTBDVF&$WCE$!|SAQ$!TBR$!X7!%#WCU<!UE|>;|=|=|=|=|=|=|=|=|=|=|=|=|SABR%#XH.!XDF'!"},
    {family::dualpipe_v, {16, 3, 2, 0, 0}, false, placement::v, true,
     "AQ##TBDVF&)WCE$%|SAQ$%TBR$!X^$($%#WCUb!%%|g.c*g/|ge|=|=|=|=|=|=|=|=|=|=|g9@#k+|SABR%'XH?$F'("},
    {family::dualpipe_v, {16, 4, 2, 0, 0}, false, placement::v, true,
     "AQ#%TBDVF&.WCE$(|SAQ$(TBR$!Xd$(+%#WCUl!%)|u1q1u3|u4q.u3|us|=|=|=|=|=|=|=|=|u_e#y/|r+x+q3y+|SAm#%"
     ")XH^$F'."},
    {family::dualpipe_v, {16, 5, 2, 0, 0}, false, placement::v, true,
     "AQ#'TBDVF&3WCE$+|SAQ$+TBR$!Xj$(2%#WCUv!%-|~#(4~#$8~#(7|~#(7~#$5~#(7|~#(:~#$2~#(7|~#(}%$|=|=|=|=|"
     "=|=|~#(io#~#,3|~#(e~#$+~#,/|~#!+'+~#(-~#$3~#,+|SAu#%-XHb$F'4"},
    {family::dualpipe_v, {16, 6, 2, 0, 0}, false, placement::v, true,
     "AQ#)TBDVF&8WCE$.|SAQ$.TBR$!Xp$(9%#WCUE%3|~#67~#2@~#6;|~#6:~#2<~#6;|~#6>~#29~#6;|~#6[~#26~#6;|~#6"
     "}%2|=|=|=|=|~#6sy#~#:7|~#6o~#2+~#:3|~#31~#91~#2@~#:/|~#01~#<1~#2_~#:+|SA~#!#%1XHf$F':"},
    {family::dualpipe_v, {16, 7, 2, 0, 0}, false, placement::v, true,
     "AQ#+TBDVF&>WCE$1|SAQ$1TBR$!Xv$([%#WCUE%7|~#`:~#[b~#`@|~#`>~#[_~#`@|~#`[~#[[~#`@|~#`_~#[>~#`@|~#`"
     "b~#[:~#`@|~#`}~#`[|=|=|~#`}~#[$~#d;|~#`y~#[+~#d7|~#`u~#[3~#d3|~#?1'+~#`7~#[;~#d/|~#?7~#f1~#[g~#d"
     "+|SA~#*#%5XHj$F'["},
    {family::dualpipe_v, {16, 8, 2, 0, 0}, false, placement::v, true,
     "AQ#-TBDVF&^WCE$4|SAQ$4TBR$!X}$(c%#WCUE%;|~#n>~#ji~#n_|~#n[~#jf~#n_|~#n_~#jc~#n_|~#nb~#j`~#n_|~#n"
     "e~#j]~#n_|~#nh~#j?~#n_|~#n}~#nj|~#n}~#j.~#r@|~#n}~#j2~#r;|~#n}~#j6~#r7|~#k7~#q7~#jg~#r3|~#h7~#t7"
     "~#jk~#r/|~#h>~#t1~#jo~#r+|SA~#2#%9XHn$F'b"},
    {family::dualpipe_v, {16, 9, 2, 0, 0}, false, placement::v, true,
     "AQ#/TBDVF&cWCE$7|SAQ$7TBR$!X~#'$(j%#WCUE%@|~#}[~#xp~#}c|~#}_~#xm~#}c|~#}b~#xj~#}c|~#}e~#xg~#}c|~"
     "#}h~#xd~#}c|~#}k~#xa~#}c|~#}n~#xb~$%_|~#}}~#x<~$%@|~#}}~#x[~$%;|~#}}~#x`~$%7|~#v7'+~#}]~#x_~$%3|"
     "~#v>~$'7~#xs~$%/|~#v_~$'1~#xw~$%+|SA~#:#%>XHr$F'h"},
    {family::dualpipe_v, {16, 10, 2, 0, 0}, false, placement::v, true,
     "AQ#1TBDVF&hWCE$:|SAQ$:TBR$!X~#-$(q%#WCUE%_|~$/_~$+w~$/g|~$/b~$+t~$/g|~$/e~$+q~$/g|~$/h~$+n~$/g|~"
     "$/k~$+k~$/g|~$/n~$+l~$3c|~$/q~$+m~$3_|~$/t~$+n~$3@|~$/}~$+j~$3;|~$,>~$2>~$+s~$37|~$)>~$5>~$+w~$3"
     "3|~$)_~$57~$+{~$3/|~$)e~$51~$+}~$3.|SA~#^#%]XHv$F'n"},
    {family::dualpipe_v, {16, 11, 2, 0, 0}, false, placement::v, true,
     "AQ#3TBDVF&mWCE$>|SAQ$>TBR$!X~#3$(x%#WCUE%c|~$>b~$9}~$>m|~$>e~$9{~$>k|~$>h~$9x~$>k|~$>k~$9u~$>k|~"
     "$>n~$9v~$]g|~$>q~$9w~$]c|~$>t~$9x~$]_|~$>w~$9y~$]@|~$>z~$9z~$];|~$7>'+~$>g~$9g~$]7|~$7_~$_>~$9}~"
     "$]6|~$7e~$_7~$9}~$]6|~$7k~$_1~$9}~$]6|SA~#f#%aXHz$F't"},
    {family::dualpipe_v, {16, 12, 2, 0, 0}, false, placement::v, true,
     "AQ#5TBDVF&rWCE$[|SAQ$[TBR$!X~#9$(}(!%#WCUE%g|~$ge~$c}~$c(~$go|~$gh~$c}~$gu|~$gk~$c}~$gr|~$gn~$c}"
     "~#v#~$kk|~$gq~$c}~$kl|~$gt~$c}~$ki|~$gw~$c}~$kf|~$gz~$c}~$kc|~$d_~$jg~$cw~$k;|~$a_~$m_~$c}~$k?|~"
     "$ae~$m>~$c}~$k?|~$ak~$m7~$c}~$k?|~$aq~$m1~$c}~$k?|SA~#n#%eXH~##$F'z"},
    {family::dualpipe_v, {16, 13, 2, 0, 0}, false, placement::v, true,
     "AQ#7TBDVF&wWCE$_|SAQ$_TBR$!X~#@$(}()%#WCUE%k|~$uh~$j}~$q/~$us|~$uk~$q}~$q,~$us|~$un~$q}~$q-~$yo|"
     "~$uq~$q}~$q.~$yk|~$ut~$q}~$yw|~$uw~$q}~$yt|~$uz~$q}~$yq|~$u}~$x<~$qs~$y@|~$o_'+~$xe~$q{~$y;|~$oe"
     "~${[~$q}~$ye|~$ok~${>~$q}~$yb|~$oq~${7~$q}~$yb|~$ow~${1~$q}~$yb|SA~#v#%iXH~#'$F'}'#"},
    {family::dualpipe_v, {16, 14, 2, 0, 0}, false, placement::v, true,
     "AQ#9TBDVF&}WCE$b|SAQ$bTBR$!X~#a$(}(0%#WCUE%o|~%(k~$q}~%$6~%(w|~%(n~$x}~%$7~%,s|~%(q~%$}~%$8~%,o|"
     "~%(t~%$}~%$9~%,k|~%(w~%$}~%$:~%,g|~%(z~%$}~%,}%!|~%(}~%+f~%$o~%,_|~%%e~%+y~%$w~%,@|~%!e~%.[~%$}~"
     "%,s|~%!k~%.>~%$}~%,p|~%!q~%.:~%$}~%,m|~%!w~%.7~%$}~%,j|~%!}~%.2~%$}~%,j|SA~$##%mXH~#+$F'}')"},
    {family::dualpipe_v, {16, 15, 2, 0, 0}, false, placement::v, true,
     "AQ#;TBDVF&}&$WCE$e|SAQ$eTBR$!X~#g$(}(7%#WCUE%s|~%6n~$x}~%2]~%:w|~%6q~%$}~%2^~%:s|~%6t~%+}~%2_~%:"
     "o|~%6w~%2}~%2`~%:k|~%6z~%2}~%2a~%:g|~%6}~%9t~%2k~%:c|~%6}~%9p~%2s~%:_|~%0e'+~%9w~%2{~%:@|~%0k~%<"
     ">~%2}~%:}UE|~%0q~%<:~%2}~%:{|~%0w~%<7~%2}~%:x|~%0}~%<5~%2}~%:u|~%0}~%<8~%2}~%:r|SA~$+#%qXH~#/$F'"
     "}'/"},
    {family::dualpipe_v, {16, 16, 2, 0, 0}, false, placement::v, true,
     "AQ#>TBDVF&}&)WCE$h|SAQ$hTBR$!X~#m$(}(?WCUE)'%s|~%`q~%$}~%[h~%dw|~%`t~%+}~%[i~%ds|~%`w~%2}~%[j~%d"
     "o|~%`z~%9}~%[k~%dk|~%`}~%c}~%[m~%dg|~%`}~%c}~%[q~%dc|~%]k~%c}~%[}~%di|~%?k~%f>~%[}~%d}%/|~%?q~%f"
     ":~%[}~%d}%,|~%?w~%f7~%[}~%d}%)|~%?}~%f5~%[}~%d}%&|~%?}~%f8~%[}~%d}%#|~%?}~%f;~%[}~%d}E|SA~$3#%uX"
     "H~#3$F'}'5"},
    {family::dualpipe_v, {16, 17, 2, 0, 0}, false, placement::v, true,
     "AQ#@TBDVF&}&*WKE(!WCE$h|SAQ$kTBR$!X~#w$(}(@WKRUE+#WC))%s|~%mt~%1}~%ir~%qw|~%mw~%8}~%is~%qs|~%mz~"
     "%@}~%it~%qo|~%m}~%p}~%iv~%qk|~%m}~%p}~%iz~%qg|~%m}~%p}~%i}~%qe|~%gk'+~%p}~%i}~%qj|~%gq~%s:~%i})}"
     "~%m9|~%gw~%s7~%i})}~%m6|~%g}~%s5~%i})}~%m3|~%g}~%s8~%i})}~%q0|~%g}~%s;~%i})}~%q-|~%g}'?~%i})}~%q"
     "*|SA~$:#%wXDF~%)%F~#>$'}'6"},
    {family::dualpipe_v, {16, 18, 2, 0, 0}, false, placement::v, true,
     "AQ#]TBDVF&}&*WKE()WCE$h|SAQ$nTBR$!X~$&$(}(@WKRUE+-WC))%s|~%zw~%?}~%v}~&#w|~%zz~%a}~%v}~&#t|~%z}~"
     "&!}~%v}~&#r|=|=|~%wq~&!}~%v}~&#}E|~%tq~&%:~%v}~%v}~&#b|~%tw~&%7~%v}~%v}~&#_|~%t}~&%5~%v})}~&#[|~"
     "%t}~&%8~%v})}~&#>|~%t}~&%;~%v})}~&#:|~%t}'?~%v})}~&#7|~%t}'@~%t'JQ~%u})}~&!+|SA~$b#%wXDF~%)#SXJ)"
     "$0!~#a$'}'6"},
    {family::dualpipe_v, {16, 19, 2, 0, 0}, false, placement::v, true,
     "AQ#_TBDVF&}&*WKE(0WCE$h|SAQ$qTBR$!X~$0$(}(@WKRUE+7WC))%n(#E|~&,z~%g}~&(}~&0}(#E|~&,}~&/}~&(}~&0}"
     "%!|=|=|=|~&&q'+~&/}~&(}~&0}UE|~&&w~&27~&(}~&(}~&0l|~&&}~&25~&(}~&(}~&0i|~&&}~&28~&(}~%{}~&0f|~&&"
     "}~&2;~&(})}~&0c|~&&}'?~&(})}~&0`|~&&}'@~&&.JQ~&'})}~&/1|~&%}~&+c~&$)S~&08~%>}~&.r|SA~$n#%wXDF~%@"
     "&),8!~#i$'}'6"},
    {family::dualpipe_v, {16, 20, 2, 0, 0}, false, placement::v, true,
     "AQ#aTBDVF&}&*WKE(7WCE$h|SAQ$tTBR$!X~$:$(}(@WKRUE+]WC))%j,'E|~&9}~&<}~&5}~&54~&>n,'E|~&9}~&<}~&5}"
     "~&58~&>rE|~&9}~&<}~&5}~&5<~&>j(#E|~&9}~&<}~&5}~&>}%/|~&6w~&<}~&5}~&>}%4|~&3w~&@7~&5}~&5}~&>y|~&3"
     "}~&@5~&5}~&5}~&>v|~&3}~&@8~&5}~&5}~&>s|~&3}~&@;~&5}~&5}~&>p|~&3}'?~&5}~&5}~&>m|~&3}'@~&35JQ~&4})"
     "}~&<7|~&2}~&8j~&1)S~&>^~%n}~&;n|~&1}~&7c~&05~&<9~%e}~&:r|SA~$z#%wXDF~%@&)4[!~#q$'}'6"},
    {family::dualpipe_v, {16, 21, 2, 0, 0}, false, placement::v, true,
     "AQ#cTBDVF&}&*WKE(?WCE$h|SAQ$wTBR$!X~$`$(}(@WKRUE+gWC))%f0+E|~&b}~&b#~&&}~&^}~&^>~&fj(*EE|~&b}~&b"
     "&~&-}~&^}~&^?~&fm~&b%|~&b}~&b)~&4}~&^}~&^@~&ff~&b(|~&b}~&b,~&;}~&^}~&f}~&f-EE|~&[w'+~&e}~&^}~&^f"
     "~&fb(#E|~&[}~&h5~&^}~&^}~&f}%&|~&[}~&h8~&^}~&^}~&f}%#|~&[}~&h;~&^}~&^}~&f}E|~&[}'?~&^}~&^}~&fz|~"
     "&[}'@~&[<JQ~&]})}~&e>|~&@}~&aq~&?)S~&fh~&(}~&dj|~&?}~&`j~&>5~&e_~%z}~&cn|~&>}~&_c~&<]~&d9~%q}~&b"
     "r|SA~%+#%wXDF~%@&)<d!~#y$'}'6"},
    {family::dualpipe_v, {16, 22, 2, 0, 0}, false, placement::v, true,
     "AQ#eTBDVF&}&*WKE(aWCE$h|SAQ$zTBR$!X~$j$(}(@WKRUE+qWC))%b4/E|~&o}~&o&~&3}~&k}~&kc~&sf(-EEE|~&o}~&"
     "o)~&:}~&k}~&kd~&si~&o)|~&o}~&o,~&]}~&k}~&ke~&sb~&o,|~&l}R~&r}~&k}~&ku~&siEE|~&i}',~&r}~&k}~&km~&"
     "s^~&o(|~&i}~&u8~&k}~&k}~&s}~&s.EE|~&i}~&u;~&k}~&k}~&s}~&o-|~&i}'?~&k}~&k}~&s}%*|~&i}'@~&i_JQ~&j}"
     ")}~&r_|~&h}~&nx~&g)S~&sr~&>}~&qf|~&g}~&mq~&f5~&ri~&4}~&pj|~&f}~&lj~&e]~&q_~&+}~&on|~&e}~&kc~&di~"
     "&p9~&!}~&nr|SA~%7#%wXDF~%@&)`l!~$&$'}'6"},
    {family::dualpipe_v, {16, 23, 2, 0, 0}, false, placement::v, true,
     "AQ#gTBDVF&}&*WKE(hWCE$h|SAQ$}QTBR$!X~$t$(}(@WKRUE+{WC))%^83E|~&y}~&})~&[}~&x}~&xm~'%b~'(2EE|~&y}"
     "~&},~&c}~&x}~&xn~'%e+)E!!|~&y}~&}/~&j}~&x}~&xo~'%^~&}0|~&v}R'+~'$}~&x}~&xv~'%d~&}&|~&v}'2~'$}~&x"
     "}~&xt~'%?~&},|~&v}~'';~&x}~&x}~&xo~'%`EEE|~&v}'?~&x}~&x}~'%}~&}7|~&v}'@~&vfJQ~&w}~&w}~'$cEE|~&u}"
     "~&{}~&t,S~'%}~&n}~'#](#E|~&t}~&zx~&s5~'$s~&e}~'!eE|~&s}~&yq~&r]~'#i~&[}~&}j|~&r}~&xj~&qi~'!_~&7}"
     "~&{n|~&q}~&wc~&pu~&}9~&.}~&zr|SA~%_#%wXDF~%@&)ht!~$.$'}'6"},
    {family::dualpipe_v, {16, 24, 2, 0, 0}, false, placement::v, true,
     "AQ#iTBDVF&}&*WKE(oWCE$h|SAQ$}$#TBR$!X~%#$(}(@WKRUE+}+(WC))%?<7E|~'(}~'.,~&i}~'*}~'*w~'2^~'56EE|~"
     "'(}~'./~&p}~'*}~'*x~'2a~'5.!!|~'(}~'+&~'1}~'*}~'*}~'2c~'.4|~'(}~'(&~'41~'#}~'*}~'*w~'2`~'.*|~'(}"
     "'8~'*}~'*}~'*{~'2:~'.0|~'(}'?~'*}~&{}~'*y~'2`!!|~'(}'@~'(mJQ~&z}~')}~'1^~'-,|~''}~'-}~'&3S~'2}~'"
     "(}~'0eEEE|~'&}~',}~'%8~'1}~&z}~'/?~'+(|~'%}~'+x~'$]~'0s~&q}~'.dEE|~'$}~'*q~'#i~'/i~&h}~'-e(#E|~'"
     "#}~')j~'!u~'._~&_}~',mE|~'!}~'(c~&}}~'-?~&:}~'+r|SA~%k#%wXDF~%@&)p}!~$6$'}'6"},
    {family::dualpipe_v, {16, 25, 2, 0, 0}, false, placement::v, true,
     "AQ#kTBDVF&}&*WKEHV'kWCE$h|SAQ$}$&TBR$!X~%$$(}(@WKRUE+*~&%$*wWC((%4GU(!@8%!E|~'(}~'1/~&l}~'-m~'7}"
     "~'.+~'57~'1+^3EE|~'(}~'12~&s}~'-p~'7t~'.1~'53GU~'4(~'72!!|~''}~'*&'+~'3}~',v~'6k~'-8~'4/~'08~'/&"
     "E|~'*}~'*,~'6.~'%}~',s~'6b~'-@~'4+~'0%~'3*~'/.|~')}'?~'+}~'+v~'5>~',b(&~'/[|~')}'@~')tJQ~'*}~'48"
     "~'+i(#~'.(~'1-~'-'|~''}~'-}~'&:S~'2}~'22~')o~'/,~',2|~'&}~',}~'%@~'1}+*~'(u~'.7~'*#|~'$}~'*}~'#`"
     "~'/}~'%%~'-i~'&-~',)~').|~'#}~')x~'!i~'.s~'$,~',b~'%3~'+1EEE|~&}}~''q~&{u~',i~'!4~'*@~'#9'%~'&+|"
     "~&{}~'&j~&z}~'+d~&}<~')8~'!@~'(+EE|~&y}~'$c~&l}~')f~&z`~''1~&{an%q#E|SA~%g#%wXH~%.&F)wXDF~%6$'^H"
     "~%%#%:DCUFE"},
    {family::dualpipe_v, {16, 26, 2, 0, 0}, false, placement::v, true,
     "AQ#mTBDVF&}&*WKEHV'qWCE$h|SAQ$}$)TBR$!X~%-$(}(@WKRUE+*~&($*}*#WC((%0GU(!;4%*E|~'1}~'>2~&x}~'9m~'"
     "_}~':4~']3~'>+~'<8E|~'1}~':,~'[}~'9y~'_}~':2~']/GU~'[(~'_6!!|~'3}~'6,~'^.~'*}~'8p~'^t~'98~'[+~'<"
     "8~';*E|~'6}~'62'+~'1}~'8s~'^k~'9@(&~'<&~'@*~';2|~'5}'@~'5{JQ~'6v~'[b~'7b(#~':_|~'4}~':}~'3]S~'@}"
     "~'6}~'6&~'<7~'8+|~'2}~'8}~'1b~'>}~'>2~'4n~':)~'76|~'1}~'7}~'0g~'<}~'<)~'3t~'98!#|~'/}~'5}~'.l~':"
     "}F~'1z'%~'43|~'.}~'4x~'-u~'9s~&g$~'7b~'09~'61~'2#|~',}~'2q~'+}~'7n~'-,~'5@~'.@h%~'1,|~'+}~'1j~&y"
     "}~'6p~',4~'48~'-_'!D~'3)FEEE|~'*}~'0c~&l}~'5r~'+<~'31~',bn$~'2(EFEE|SA~%s#%wXH~%.&F)}~%}$F~%b$'<"
     "H~%/#%:D~%e#CUFEFE"},
    {family::dualpipe_v, {16, 27, 2, 0, 0}, false, placement::v, true,
     "AQ#oTBDVF&}&*WKEHV'wWCE$h|SAQ$}$,TBR$!X~%6$(}(@WKRUE+*~&+$*}*,WC((%,GU(!70%2E|~':}~'e5~')}~'am~'"
     "k}~'b>~'i/~'e+~'d<E|~':}~'_,'+~'0}~'ap~'k}~'b;~'i+GU~'h(~'k:!!|~'@}~'^2'+~'6}~'`p~'j}~'a9(&~'d9~"
     "'c.E|~'^}~'^8'&~';}(%JQ~'_l~'it~'`@(#~'c%~'f*~'i1!$|~'[}~'b}~'@dS~'g}~'^}~'^'~'d)~'a?|~'@}~'a}~'"
     "?i~'f}~']}~'c:~'_/|~'>}~'_}~'<n~'d}~'@}'(~'^;|~'<}~'^}~';s~'c}~'?}~'`4~'[(|~':}~'[}~'9x~'a}~'<yb"
     "%~'@4|~'9}~'@x~'8}~'`x~';}'#D~']/F~'?$|~'8}~'?q~'+}~'_z~&x$~']@~':[h$~'[.E~'?$|~'7}~'>j~&y}~'^}~"
     "'8,~'[8~'9_'!~'9$~'@+F~'>$|~'6}~'<c~&l}~']}~'76~'@1~'8bn$~'?.E~'<$|SA~&$#%wXH~%.&F)})*XDF~%r$'6H"
     "~%9#%:D~%i#%%~%g#FE"},
    {family::dualpipe_v, {16, 28, 2, 0, 0}, false, placement::v, true,
     "AQ#qTBDVF&}&*WKEHV'}VWCE$h|SAQ$}$/TBR$!X~%@$(}(@WKRUE+*~&.$*}*5WC((%(GU(!3,%:E|~'_}~'n2~'t}~'ms~"
     "'w}~'nb~'u+~'q+~'p[E|~'b}~'k2'+~'<}~'mm~'w}~'n`(&~'q#~'t'~'w?!!|~'g}~'j8'&~'[}(,JQ~'kb~'u}~'l^(#"
     "~'o8~'n2E|~'i}~'i9~'o}~'h5S~'t}~'k}~'k(~'q1~'t5!$|~'g}~'m}~'fp~'r}~'i}~'i&'%~'l_|~'f}~'l}~'eu~'q"
     "}~'h}~'n5~'j3|~'d}~'j}~'cz~'o}~'f}'$~'i?|~'c}~'i}~'b}~'n}~'e{'!D~'k/F~'h,|~'b}~'h}~'a}~'m}~'dzb$"
     "~'j1~'f#F~'g%|~'a}~'gx~'8}~'l}~'c}'#~'c$~'i1FE~'g%|~'`}~'fq~'+}~'k}+)~'byh$~'h4E~'f&|~'_}~'ej~&y"
     "}~'j}~'`0~'h8~'a_'!~'a*~'g+~'c#~'e#|~'^}~'dc~&l}-}~'_:~'g1~'`bn$~'f4~'b$FEE|SA~&0#%wXH~%.&F)})2X"
     "DF~&'$'0H~%_#%:D~%m#%)~%o%FE"},
    {family::dualpipe_v, {16, 29, 2, 0, 0}, false, placement::v, true,
     "AQ#sTBDVF&}&*WKEHV'}'&WCE$h|SAQ$}$2TBR$!X~%d$(}(@WKRUE+*~&1$*}*?WC((%$GU(!/(%^E|~'h}~'w2'+~']}~'"
     "yj~((}~'zk(&~(!,~'}`E|~'n}~'w8'&~'b}(3JQ~'x<~('}~'yi(#GU~($(~('^!!|~'r}~'u9~'{}~'t<S~(%}~'w}~'w)"
     "'%~'z3~'y6E|~'t}~'t9~'z}~'s]~($}~'v}~'v'~'}.~($9!$|~'r}~'x}~'q}~(!}~'t}'(~'w<~'v(E|~'q}~'w}~'p}~"
     "'}}~'s}''D~'y,F~'v7|~'p}~'v}~'o}~'{}~'r}'&C~'x/~'m#~'}+!%|~'o}~'u}~'n}~'z}~'q}'%~'q$~'w.~'s')$!%"
     "|~'n}~'t}~'m}~'y}~'p}'$~'p'~'v.~'r(F~'s%|~'m}~'sx~'8}~'x}~'o}''~'o*~'u.~'q&~'s%|~'l}~'rq~'+}~'w}"
     "~'w4~'nrh$~'t:~'p$~'r$|~'k}~'qj~&y}-}~'v7~'mu'!~'m0~'s+~'o%~'q#|~'j}~'pc~&l}-}~'u9~']$~'s1~'lbn$"
     "~'r:~'n&FEE|SA~&<#%wXH~%.&F)}):XDF~&7$'*H~%i#%:D~%q#%-~%w'FE"},
    {family::dualpipe_v, {16, 30, 2, 0, 0}, false, placement::v, true,
     "AQ#uTBDVF&}&*WKEHV'}',WCE$h|SAQ$}$2TBR'%X~%m$(}(@WKRUE+*~&4$*}*cWC((WGU(!+$%fE|~'t}~((8'&~'g}(:J"
     "Q~()2~(3}~(*t(#~(-+~(,dE|~'y}~('9~(-}~(&_S~(2}~()}~()*~(/+~(2b!!|~(!}~(%9~(+}~($d~(0}~('}~('(4%~"
     "(*0~():E|~($}~($9~(*}~(#i~(/}~(&}'&D~(,)F~(0>!$|~(#}~()}~(!}~(.}~(%}',C~(+,~'l#~(/6!%|~(!}~((}~'"
     "}}~(-}~($}'+~($$~(*+~(&'~(..~('&|~'}}~('}~'{}~(,}~(#}'*~(#'~()+~(%+)'~(&&|~'{}~(&}~'z}~(+}~(!}')"
     "~(!*~((+~($/F~(%&|~'z}~(%}~'y}~(*}~'}}'(~'}-~('+~(#-~(%&|~'y}~($x~'8}~()}~()<~'{h'!~'{0~(&+~(!+~"
     "($%|~'x}~(#q~'+}-}~((@~'zkh$~(%>~'})~(#$|~'w}~(!j~&y}-}~('^~'yn'!~'y6~($+~'{'~(!#|~'v}~'}c~&l}-}"
     "~(&a~'xqn$~(#[~'z(FEE|SA~&d#%wXH~%.&F)})^XDF~&8#'%H~%s#%:D~%u#%1~&$)FE"},
    {family::dualpipe_v, {16, 31, 2, 0, 0}, false, placement::v, true,
     "AQ#wTBDVF&}&*WKEHV'}'2WCE$h|SAQ$}$2TBR'&X~%t$R(}(:JQ~'8$RUE3$+%~&6$*}*lWC(%GU+!.#%kE|~($}~(39~(9"
     "}~(2fS~(?}*}~(5+.%~'g&~(7hE|~()}~(29~(8}~(1k~(>}~(4}~(4''!D~(:&F~(?f!!|~(.}~(19~(7}~(0p~(<}~(3}'"
     "$C~(9)~'m#~(>_!#|~(0}~(09~(6}~(/u~(;}~(2x'!~(2$~(8(~(4'~(<;!$|~(/}~(5}~(.}~(:}~(1}~(1-:$~(7.~(3+"
     "~(;3!%|~(.}~(4}~(-}~(9}~(0}'/~(0*~(6(~(2/~(:+!&|~(-}~(3}~(,}~(8}~(/}'.~(/-~(5(~(13)$!&|~(,}~(2}~"
     "(+}~(7}~(.}'-~(.0~(4(~(04F~(1&|~(+}~(1}~(*}~(6}~(-}',~(-3~(3(~(/2~(1&|~(*}~(0x~'8}-}~(5c~(,a'!~("
     ",6~(2(~(.0~(0%|~()}~(/q~'+}-}~(4f~(+dh$~(1[~(-.~(/$|~((}~(.j~&y}-}~(3i~(*g'!~(*<~(0(~(,,~(.#|~('"
     "}~(-c~&l}-}~(2l~()jn$~(/b~(+*FEE|SA~&p#%wXH~%.&F)})fXDF~&d$~&!#%:D~%y#%5~&,+FE"},
    {family::dualpipe_v, {16, 32, 2, 0, 0}, false, placement::v, true,
     "AQ#wTBDVF&}&&JQ'!WKEHV'}'8WCE$h|SAQ$}$2TBR'&X~%{$R(}(:~'?&RUES-*X~&8$*}*uWGUXDVWCUF%!E%oE|~(0}~("
     "@9~(a}~(?r~(f}*}~(]%'!C~(c&~'n#~(glEE|~(5}~(?9~(`}~(>w~(e}~([}'!~([$'%~(^'~(fd!!|~(:}~(>9~(_}~(<"
     "}~(d}~(@v'!~(@''%~(]+~(e[!#|~(<}~(<9~(^}~(;}~(c}~(?u'!~(?*'%~([/~(d8!$|~(;}~(]}~(:}~(b}*}~(>1'!~"
     "(>-'%~(@3~(c0!%|~(:}~([}~(9}~(a}~(<}~(<0'!~(<0'%~(?7)'~(?&E|~(9}~(@}~(8}~(`}~(;}'2~(;3'%~(>;F~(?"
     "'|~(8}~(?}~(7}~(_}~(:}'1~(:6'%~(<9~(?'|~(7}~(>}~(6}-}~(9}'0~(99'%~(;7~(>&|~(6}~(<x~'8}-}~(]n~(8?"
     "'!~(8<'%~(:5~(<%|~(5}~(;q~'+}-}~([q~(7]'!~(7@'%~(93~(;$|~(4}~(:j~&y}-}~(@t~(6`'!~(6^'%~(81~(:#|~"
     "(3}~(9c~&l}-}~(?w~(5c'!~(5a'%~(7/FEE|SA~&}#%wXH~%.&F)})nXH~&,#%:D~&!#%9~&4-FE"},
    {family::dualpipe_v, {16, 33, 2, 0, 0}, false, placement::v, true,
     "AQ#wTBDVF&}&&JQ'!WKE)'HV'}'8WCE$h|SAQ$}$2TBR'&X~&($R(}(:~'?&RUES-6X~&`$*}*uWGUXDVWCUF%!E%oE|~(<}"
     "~(g9~(m}~(f}~(r}*}~(i''!C~(o&~'z#~(slEE|~(]}~(f9~(l}~(e}~(q}*}~(h&'!~(h$'%~(j'~(rd!!|~(b}~(e9~(k"
     "}~(d}~(p}~(g}'(~(g''%~(i+~(q[!#|~(d}~(d9~(j}~(c}~(o}~(f}''~(f*'%~(h/~(p8!$|~(c}~(i}~(b}~(n}*}~(e"
     ">'!~(e-'%~(g3~(o0!%|~(b}~(h}~(a}-}~(@}~(d<'!~(d0'%~(f7)'~(f&E|~(a}~(g}~(`}-}~(c}~(c;'!~(c3'%~(e;"
     "F~(f'|~(`}~(f}~(_}-}~(k}~(b:'!~(b6'%~(d9~(f'|~(_}~(e}~(^}-}~(jz~(a;'!~(a9'%~(c7~(e&|~(^}~(dx~'8}"
     "-}~(iz~(`?'!~(`<'%~(b5~(d%|~(]}~(cq~'+}-}~(h}~(_^'!~(_@'%~(a3~(c$|~([}~(bj~&y}-}~(g}~(^d'!~(^^'%"
     "~(`1~(b#|~(@}~(ac~&l}-}~(f}~(]j'!~(]a'%~(_/FEE|SA~'-#%wXH~%.&F)})vXH~&4#%:D~&*#%9~&<-FE"},
    {family::dualpipe_v, {16, 34, 2, 0, 0}, false, placement::v, true,
     "AQ#wTBDVF&}&&JQ'!WKE)/HV'}'8WCE$h|SAQ$}$2TBR'&X~&0$R(}(:~'?&RUES-^X~&l$*}*uWGUXDVWCUF%!E%oE|~(d}"
     "~(s9~(y}~(r}~)#}*}~(u3'!C~({&~(+#~)$lEE|~(i}~(r9~(x}~(q}~)!}*}~(t2'!~(t$'%~(v'~)#d!!|~(n}~(q9~(w"
     "}~(p}~(}}*}~(s1'!~(s''%~(u+~)![!#|~(p}~(p9~(v}~(o}~({}*}~(r0'!~(r*'%~(t/~(}8!$|~(o}~(u}~(n}-}~(z"
     "}~(qe'!~(q-'%~(s3~({0!%|~(n}~(t}~(m}-}~(y}~(pd'!~(p0'%~(r7)'~(r&E|~(m}~(s}~(l}-}~(x}~(oc'!~(o3'%"
     "~(q;F~(r'|~(l}~(r}~(k}-}~(w}~(nb'!~(n6'%~(p9~(r'|~(k}~(q}~(j}-}~(v}~(ma'!~(m9'%~(o7~(q&|~(j}~(px"
     "~'8}-}~(u}~(ld'!~(l<'%~(n5~(p%|~(i}~(oq~'+}-}~(t}~(kj'!~(k@'%~(m3~(o$|~(h}~(nj~&y}-}~(s}~(jp'!~("
     "j^'%~(l1~(n#|~(g}~(mc~&l}-}-}~(r2~(ic'!~(ia'%~(k/FEE|SA~'9#%wXH~%.&F)})}~'##~&<#%:D~&2#%9~&`-FE"},
    {},
};
// clang-format on
}  // namespace pipesched::detail
