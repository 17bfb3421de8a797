#pragma once

#include "core/geometry/vec2.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <vector>

namespace overlap {

// A primitive's points: up to four inline (a point, a segment, a line, a rect), more on the
// heap. Constructions are built on every drag move and by the million in the tests; most
// primitives have one or two points, and a heap block each cost a third of the time.
class PointList {
  public:
    static constexpr std::size_t kInline = 4;

    PointList() = default;
    PointList(std::initializer_list<Vec2> pts) { assign(pts.begin(), pts.end()); }
    // Implicit, as the std::vector it replaced was; a long list keeps its store.
    PointList(const std::vector<Vec2>& pts) { assign(pts.data(), pts.data() + pts.size()); }
    PointList(std::vector<Vec2>&& pts) {
        if (pts.size() > kInline) {
            size_ = pts.size();
            heap_ = std::move(pts);
        } else
            assign(pts.data(), pts.data() + pts.size());
    }
    // Only the points in use are copied: most primitives are copied several times as the
    // builders pass them on.
    PointList(const PointList& o) : heap_(o.heap_), size_(o.size_) { copyInline(o); }
    // A moved-from list is empty, as a moved-from vector may be: its store has gone.
    PointList(PointList&& o) noexcept : heap_(std::move(o.heap_)), size_(o.size_) {
        copyInline(o);
        o.size_ = 0;
    }
    PointList& operator=(const PointList& o) {
        heap_ = o.heap_;
        size_ = o.size_;
        copyInline(o);
        return *this;
    }
    PointList& operator=(PointList&& o) noexcept {
        if (this == &o)
            return *this;
        heap_ = std::move(o.heap_);
        size_ = o.size_;
        copyInline(o);
        o.size_ = 0;
        return *this;
    }
    template <class It> PointList(It first, It last) {
        for (; first != last; ++first)
            push_back(*first);
    }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Vec2* begin() { return data(); }
    Vec2* end() { return data() + size_; }
    const Vec2* begin() const { return data(); }
    const Vec2* end() const { return data() + size_; }
    Vec2& operator[](std::size_t i) { return data()[i]; }
    const Vec2& operator[](std::size_t i) const { return data()[i]; }
    Vec2& front() { return data()[0]; }
    const Vec2& front() const { return data()[0]; }
    Vec2& back() { return data()[size_ - 1]; }
    const Vec2& back() const { return data()[size_ - 1]; }

    void clear() {
        heap_.clear();
        size_ = 0;
    }
    void push_back(Vec2 v) {
        if (size_ < kInline)
            inline_[size_] = v;
        else {
            if (size_ == kInline) // the inline ones move out first, so one store holds them all
                heap_.assign(inline_.begin(), inline_.end());
            heap_.push_back(v);
        }
        ++size_;
    }

    friend bool operator==(const PointList& a, const PointList& b) {
        return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
    }

  private:
    void assign(const Vec2* first, const Vec2* last) {
        clear();
        if (std::size_t(last - first) > kInline)
            heap_.reserve(std::size_t(last - first));
        for (; first != last; ++first)
            push_back(*first);
    }
    void copyInline(const PointList& o) {
        if (size_ <= kInline)
            std::copy(o.inline_.begin(), o.inline_.begin() + size_, inline_.begin());
    }
    Vec2* data() { return size_ <= kInline ? inline_.data() : heap_.data(); }
    const Vec2* data() const { return size_ <= kInline ? inline_.data() : heap_.data(); }

    std::array<Vec2, kInline> inline_{};
    std::vector<Vec2> heap_; // all of them, once there are more than kInline
    std::size_t size_ = 0;
};

} // namespace overlap
