// Board view test probe: the board's state as JSON for the browser tests (phase, cells, markers, buttons).
#include <cstdio>

#include "ui/board/board_view.h"
#include "imgui_internal.h"  // the probe asks which windows cover a point
#include "engine/json_util.h"
#include "ui/core/final_table.h"
#include "ui/core/session.h"
#include "ui/tiles/tile_atlas.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {

std::string BoardView::probe_json() const {
    std::string out = "{";
    char buf[256];
    if (!session_ || !session_->active()) return "{\"active\":false}";
    const Game& g = session_->game();
    // Until the board has caught up with a change made this frame (e.g. by its own buttons), say so.
    LayerPhase own;  // a layer's decision, named by the layer
    const char* phase = revision_ != session_->revision() || generation_ != session_->generation() ? "sync"
                        : g.is_over() ? "over"
                        : human_placing()   ? "place"
                        : human_deploying() ? "deploy"
                        : human_layer(&own) ? own.name
                        : session_->link_game() ? "remote"  // another device's decision in a game by link
                                            : "computer";
    std::snprintf(buf, sizeof buf,
                  "\"active\":true,\"phase\":\"%s\",\"player\":%d,\"turn\":%d,\"placed\":%d,\"bag\":%d,\"over\":%s,"
                  "\"generation\":%d,\"revision\":%llu,\"frames\":%d,\"handRot\":%d,\"scale\":%.2f,\"touch\":%s,"
                  "\"cameraMoving\":%s,\"stillRenders\":%d,",
                  phase, session_->deciding_player(), g.turn(), g.num_placed(), g.bag_size(), g.is_over() ? "true" : "false",
                  session_->generation(), static_cast<unsigned long long>(session_->revision()), frames_drawn_, turn_->hand_rot,
                  camera_.scale(), turn_->touch_mode ? "true" : "false", cam_anim_ ? "true" : "false", still_renders_);
    out += buf;
    const ImVec2 o = screen(0, 0);
    std::snprintf(buf, sizeof buf, "\"origin\":[%.2f,%.2f],", o.x, o.y);
    out += buf;
    if (g.last_placed() >= 0 && g.last_placed() < g.num_placed()) {  // the tile placed last, by anyone
        const PlacedTile& t = g.placed()[g.last_placed()];
        std::snprintf(buf, sizeof buf, "\"lastPlaced\":{\"x\":%d,\"y\":%d},", t.x, t.y);
        out += buf;
    }
    std::snprintf(buf, sizeof buf, "\"area\":[%.1f,%.1f,%.1f,%.1f],\"banner\":[%.1f,%.1f,%.1f,%.1f],", area_min_.x,
                  area_min_.y, area_max_.x, area_max_.y, banner_min_.x, banner_min_.y, banner_max_.x, banner_max_.y);
    out += buf;
    out += "\"scores\":[";
    for (int p = 0; p < g.num_players(); ++p) {
        std::snprintf(buf, sizeof buf, "%s%d", p ? "," : "", g.player(p).score);
        out += buf;
    }
    out += "],\"cells\":[";
    const float s = tile_px();
    // Covered by a window (the turn banner, the deploy bar, any panel): a click there would not reach the board.
    auto covered = [&](ImVec2 q) {
        // The board's own windows (the turn banner, the buttons under a placed tile), then every other one.
        auto in = [&](ImVec2 a, ImVec2 b) { return b.x > a.x && q.x >= a.x && q.x < b.x && q.y >= a.y && q.y < b.y; };
        if (in(banner_min_, banner_max_) || in(bar_min_, bar_max_)) return true;
        for (ImGuiWindow* w : GImGui->Windows) {
            if (!(w->Active || w->WasActive) || w->Hidden || (w->Flags & ImGuiWindowFlags_NoInputs)) continue;
            if (w->Rect().Contains(q)) return true;
        }
        return false;
    };
    bool first = true;
    if (lit_phase()) {
        for (const Cell& c : cells_) {
            const ImVec2 p = screen(c.x + 0.5, c.y + 0.5);
            const bool vis = p.x > area_min_.x + 4 && p.y > area_min_.y + 4 && p.x < area_max_.x - 4 &&
                             p.y < area_max_.y - 4 && !covered(p);
            std::snprintf(buf, sizeof buf, "%s{\"x\":%d,\"y\":%d,\"cx\":%.1f,\"cy\":%.1f,\"visible\":%s}", first ? "" : ",",
                          c.x, c.y, p.x, p.y, vis ? "true" : "false");
            out += buf;
            first = false;
        }
    }
    out += "],\"preview\":";
    Cell c;
    if (human_placing() && turn_->display_cell(&c)) {
        std::snprintf(buf, sizeof buf, "{\"x\":%d,\"y\":%d,\"rot\":%d}", c.x, c.y, turn_->shown_rotation(c));
        out += buf;
    } else {
        out += "null";
    }
    out += ",\"markers\":[";
    first = true;
    for (const Marker& m : markers_) {
        std::snprintf(buf, sizeof buf,
                      "%s{\"spot\":%d,\"role\":\"%s\",\"figure\":\"%s\",\"feature\":\"%s\",\"cx\":%.1f,\"cy\":%.1f,\"r\":%.1f,"
                      "\"visible\":%s,\"space\":%d,\"ring\":%s,\"labelled\":%s}",
                      first ? "" : ",", m.action.spot, m.role, figure_name(m.figure), m.feature, m.pos.x, m.pos.y, marker_radius(),
                      covered(m.pos) ? "false" : "true", m.space, m.ring ? "true" : "false",
                      size_t(&m - markers_.data()) < labelled_.size() && labelled_[size_t(&m - markers_.data())] ? "true" : "false");
        out += buf;
        first = false;
    }
    std::snprintf(buf, sizeof buf, "],\"skip\":[%.1f,%.1f],\"takeBack\":[%.1f,%.1f],\"tile\":%.1f,\"animating\":%s", skip_pos_.x,
                  skip_pos_.y, undo_pos_.x, undo_pos_.y, s, animating(now_) ? "true" : "false");
    out += buf;
    out += ",\"kinds\":[";
    for (int k = 0; k < kNumFigureKinds; ++k) {
        std::snprintf(buf, sizeof buf, "%s[%.1f,%.1f]", k ? "," : "", kind_pos_[k].x, kind_pos_[k].y);
        out += buf;
    }
    out += "]";
    // Another player's newest tile: where it is, and the pointer to it when it is hidden.
    if (newest_.tile >= 0) {
        const PlacedTile& t = g.placed()[newest_.tile];
        const ImVec2 mid = screen(t.x + 0.5, t.y + 0.5);
        std::snprintf(buf, sizeof buf, ",\"newest\":{\"x\":%d,\"y\":%d,\"player\":%d,\"cx\":%.1f,\"cy\":%.1f,\"hidden\":%s,"
                      "\"pointer\":[%.1f,%.1f,%.1f]}", t.x, t.y, newest_.player, mid.x, mid.y, newest_.hidden ? "true" : "false",
                      newest_.at.x, newest_.at.y, newest_.r);
        out += buf;
    } else {
        out += ",\"newest\":null";
    }
    // The tile show_tile framed (a log line chosen), while its frame shows: where it is on screen.
    if (flash_tile_ >= 0 && now_ < flash_until_ && flash_tile_ < g.num_placed()) {
        const PlacedTile& t = g.placed()[flash_tile_];
        const ImVec2 mid = screen(t.x + 0.5, t.y + 0.5);
        std::snprintf(buf, sizeof buf, ",\"flash\":{\"tile\":%d,\"x\":%d,\"y\":%d,\"cx\":%.1f,\"cy\":%.1f}", flash_tile_, t.x,
                      t.y, mid.x, mid.y);
        out += buf;
    } else {
        out += ",\"flash\":null";
    }
    // The close-up tile pictures (TileDetail): how many are kept and waiting, the largest, the time they took.
    if (atlas_) {
        const TileDetail::Stats d = atlas_->detail().stats();
        std::snprintf(buf, sizeof buf, ",\"detail\":{\"textures\":%d,\"pending\":%d,\"rendered\":%d,\"largest\":%d,"
                      "\"mb\":%.1f,\"ms\":%.0f}", d.textures, d.pending, d.rendered, d.largest, double(d.bytes) / (1 << 20),
                      d.render_ms);
        out += buf;
    }
    // The players, the game log's lines and the final table's numbers (the browser tests check that the
    // table agrees with the log).
    json::Json names = json::Json::array(), log = json::Json::array();
    for (const Seat& seat : session_->config().seats) names.push_back(seat.name);
    for (const LogEntry& e : session_->log()) log.push_back(e.text);
    out += ",\"names\":" + names.dump() + ",\"log\":" + log.dump();
    const BoardScene sc = scene();
    for (const auto& layer : layers_)
        if (layer->probe_key()) out += ",\"" + std::string(layer->probe_key()) + "\":" + layer->probe(sc, markers_);
    if (g.is_over()) {
        const FinalTable t = final_table(g, score_columns());
        json::Json cols = json::Json::array(), rows = json::Json::array();
        for (const ScoreColumn& column : score_columns()) cols.push_back(column.name);
        for (const FinalTable::Row& r : t.rows) rows.push_back({{"points", r.points}, {"unfinished", r.unfinished}, {"total", r.total}});
        out += ",\"final\":{\"columns\":" + cols.dump() + ",\"rows\":" + rows.dump() + "}";
    }
    return out + "}";
}

}  // namespace carc::ui
